import { usePageTitle } from '../../lib/use-page-title';
import { AboutSection } from './components/about-section';
import { FeaturedCoursesSection } from './components/featured-courses-section';
import { HeroSection } from './components/hero-section';
import { HomeFaqs } from './components/home-faqs';
import { CallToActionSection, HowItWorksSection } from './components/how-it-works-section';
import { Section } from './components/section';
import { TeachingMethodSection } from './components/teaching-method-section';
import { TestimonialCarousel } from './components/testimonial-carousel';
import { TestimonialVideoDialog } from './components/testimonial-video-dialog';
import { FeaturedTestimonial } from './components/featured-testimonial';
import { featuredTestimonial, testimonials } from './testimonials';

export function HomePage() {
  usePageTitle(
    '',
    'Learn Arabic and the Quran online with expert tutors: live one-to-one lessons for kids, teens and adults. Book a free trial lesson.',
  );
  const hasVideo = [featuredTestimonial, ...testimonials].some((testimonial) => testimonial.type === 'video');
  return (
    <>
      <HeroSection />
      <AboutSection />
      <Section id="testimonials" title="What Our Students Say" bg="gray.50" belowTheFold>
        <FeaturedTestimonial testimonial={featuredTestimonial} />
        <TestimonialCarousel items={testimonials} />
      </Section>
      <TeachingMethodSection />
      <FeaturedCoursesSection />
      <HowItWorksSection />
      <CallToActionSection />
      <HomeFaqs />
      {hasVideo && <TestimonialVideoDialog />}
    </>
  );
}
