import { lazy, Suspense } from 'react';
import { data } from 'react-router';
import { pageTitle } from '../../domain/page-title.ts';
import { resolveContentExtras } from '../features/content/resolve-story.server.ts';
import { StoryPage } from '../features/content/story-page.tsx';
import type { Route } from './+types/home';

/** Off as shipped: its code (and the modal's) loads only when the loader sends a popup. */
const WelcomePopup = lazy(() =>
  import('../features/content/welcome-popup.tsx').then((m) => ({ default: m.WelcomePopup })),
);

/** The home page is the content story "home"; the welcome popup is mounted here (spec §2 "Layouts"). */
export async function loader({ context }: Route.LoaderArgs) {
  const story = await context.content.getStory('home');
  if (!story || story.content.component !== 'page') throw data(null, { status: 404 });
  return {
    appName: context.app.name,
    story: { name: story.name, description: story.description, content: story.content },
    extras: await resolveContentExtras(story.content, context.content),
    welcome: await loadWelcomePopup(context),
  };
}

/** Only when the site configuration has a welcome popup, its flag is set and its story exists. */
async function loadWelcomePopup(context: Route.LoaderArgs['context']) {
  const config = context.app.welcome_popup;
  if (!config?.enabled) return null;
  const story = await context.content.getStory(config.story);
  return story?.content.component === 'welcome_popup' ? story.content : null;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: pageTitle(null, data.appName) },
    ...(data.story.description ? [{ name: 'description', content: data.story.description }] : []),
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { appName, story, extras, welcome } = loaderData;
  return (
    <>
      <StoryPage name={story.name} page={story.content} extras={extras} brand={appName} />
      {welcome ? (
        <Suspense fallback={null}>
          <WelcomePopup block={welcome} />
        </Suspense>
      ) : null}
    </>
  );
}
