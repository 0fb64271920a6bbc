import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return { name: context.app.name };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data?.name ?? 'Order' }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.name}</h1>;
}
