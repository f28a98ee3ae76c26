/** Shown while an area's bundle loads: plain markup, no UI kit. */
export function RouteFallback() {
  return (
    <div className="route-fallback" role="status" aria-live="polite">
      <span className="route-fallback__spinner" />
      <span>正在加载…</span>
    </div>
  );
}
