import { data } from 'react-router';
import type { Route } from './+types/content-page';

export async function loader({ params, context }: Route.LoaderArgs) {
  const story = await context.content.getStory(params['*'] ?? '');
  if (!story) throw data(null, { status: 404 });
  return { story };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.story.name}</h1>;
}
