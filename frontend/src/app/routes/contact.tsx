import type { MetaFunction } from 'react-router';
import { ContactPage } from '../../features/contact/contact-page';
import { pageMeta, WithRouteMeta } from '../meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Contact',
    description: 'Questions about lessons, courses or prices? Send us a message; we reply within 24 hours.',
    path: '/contact',
  });

export default function Contact() {
  return (
    <WithRouteMeta>
      <ContactPage />
    </WithRouteMeta>
  );
}
