/**
 * The one report of an error that an error boundary caught (React's `onCaughtError`, set on the root in main.tsx):
 * a warning, not an error, since the boundary shows its fallback and the page goes on (spec §8: "logged to the
 * console"), with what failed and where. React's default would log it as an error, and a boundary of our own
 * logging it as well would report it twice; a no-op here would leave a chunk broken in production without a trace.
 */
export function reportCaughtError(
  error: unknown,
  errorInfo: { readonly componentStack?: string; readonly errorBoundary?: unknown },
): void {
  const part = partOf(errorInfo.errorBoundary);
  console.warn(
    part ? `The ${part} could not be loaded` : 'A part of the page failed and was replaced by its fallback',
    error,
    errorInfo.componentStack ?? '',
  );
}

/** A LoadErrorBoundary names the part it guards ("booking dialog") in its `part` prop. */
function partOf(boundary: unknown): string | undefined {
  if (typeof boundary !== 'object' || boundary === null || !('props' in boundary)) return undefined;
  const { props } = boundary as { props: unknown };
  return typeof props === 'object' && props !== null && 'part' in props && typeof props.part === 'string'
    ? props.part
    : undefined;
}
