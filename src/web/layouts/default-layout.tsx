import { Outlet } from 'react-router';

export default function DefaultLayout() {
  return (
    <>
      <header>Larkspur</header>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
