/** Shown when the page has no usable station config (spec §8 logs the fatal error alongside). */
export function NotConfigured() {
  return (
    <div className="re-player" role="status">
      <p className="re-empty">This player is not configured</p>
    </div>
  );
}
