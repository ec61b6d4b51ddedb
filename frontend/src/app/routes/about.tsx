import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { AboutPage } from '../../features/about/about-page';
import { PUBLIC_TUTORS_KEY } from '../../features/about/api/get-tutors';
import { dehydratedAnswer } from '../build/dehydrated-answer';
import { catalogueOf } from '../build/prerender-api';
import { pageMeta, WithRouteMeta } from '../meta';

interface AboutData {
  /** The team as the server read it, for the page's query cache; null without. */
  team: DehydratedState | null;
}

/** Server only (the page function; a build with PRERENDER_API): the HTML introduces the tutors. */
export async function loader({ context }: LoaderFunctionArgs): Promise<AboutData> {
  const source = catalogueOf(context);
  if (!source) return { team: null };
  return { team: dehydratedAnswer(PUBLIC_TUTORS_KEY, (await source.publicTutors()).items) };
}

/** Navigations in the browser: the team section's own query loads the tutors. */
export function clientLoader(): AboutData {
  return { team: null };
}

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'About Us',
    description: 'Who we are: qualified Arabic and Quran tutors teaching students in 20+ countries since 2020.',
    path: '/about',
  });

export default function About() {
  const { team } = useLoaderData<AboutData>();
  return (
    <WithRouteMeta>
      <HydrationBoundary state={team ?? undefined}>
        <AboutPage />
      </HydrationBoundary>
    </WithRouteMeta>
  );
}
