// What a screen shows while its data loads, or when loading failed.

export function Loading() {
  return (
    <main id="content" className="page" aria-busy="true">
      <p role="status">Loading…</p>
    </main>
  );
}

export function LoadError() {
  return (
    <main id="content" className="page">
      <h1>Unable to load</h1>
      <p role="alert">Unable to load. Try again.</p>
    </main>
  );
}
