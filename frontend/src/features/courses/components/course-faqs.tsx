import { FaqAccordion, type Faq } from '../../../components/ui/faq-accordion';

const faqs: Faq[] = [
  {
    q: 'How long is each lesson?',
    a: 'Lessons last 60 minutes. Younger or busy students can take 30-minute lessons instead.',
  },
  {
    q: 'How often should I take lessons?',
    a: 'Most students take 1-2 lessons per week. Your tutor will suggest a pace that fits your goals.',
  },
  {
    q: 'Can I cancel or reschedule a lesson?',
    a: 'Yes. You can cancel or reschedule for free up to 24 hours before the lesson.',
  },
  {
    q: 'What if I am not happy with a lesson?',
    a: 'If you are not happy with your first paid lesson we refund it in full. Unused credits are refundable within 2 weeks of purchase.',
  },
  {
    q: 'Do I get a certificate?',
    a: 'Yes. You receive a certificate of completion when you finish a course.',
  },
  {
    q: 'What do I need for online lessons?',
    a: 'A computer or tablet with a camera and a stable internet connection. The video link arrives 24 hours before each lesson.',
  },
];

export function CourseFaqs() {
  return <FaqAccordion id="faq" title="Frequently Asked Questions" items={faqs} />;
}
