/** A platform's initial in a round badge; decorative, since the platform's name always stands beside it. */
export function PlatformBadge({ icon }: { icon: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 items-center justify-center rounded-full bg-brand-800 text-xl font-bold text-white"
    >
      {icon}
    </span>
  );
}
