import { data } from 'react-router';
import { pageTitle } from '../../domain/page-title.ts';
import { resolveContentExtras } from '../features/content/resolve-story.server.ts';
import { StoryPage } from '../features/content/story-page.tsx';
import type { Route } from './+types/content-page';

/**
 * Spec §2 "/*": the catch-all content page renders the story at that slug. Anything else —
 * no story, or a story that is not a page (the welcome popup) — is a 404 for the root error
 * boundary ("This page could not be found").
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  const story = await context.content.getStory(slug);
  if (!story || story.content.component !== 'page') throw data(null, { status: 404 });
  return {
    appName: context.app.name,
    story: { name: story.name, description: story.description, content: story.content },
    extras: await resolveContentExtras(story.content, context.content),
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: pageTitle(data.story.name, data.appName) },
    ...(data.story.description ? [{ name: 'description', content: data.story.description }] : []),
  ];
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { appName, story, extras } = loaderData;
  return <StoryPage name={story.name} page={story.content} extras={extras} brand={appName} />;
}
