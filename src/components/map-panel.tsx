import { useEffect, useRef, useState } from 'react';
import { MapPin, Navigation } from 'lucide-react';
import { clinic } from '../content/clinic';
import { useNearViewport } from '../hooks/use-near-viewport';
import { cn } from '../lib/cn';
import { ExternalLink } from './external-link';

type MapPanelProps = { className?: string; title?: string };

/**
 * The embedded map (spec §9: height 300, width 100%, lazy). No request leaves for the map's origin until the panel
 * nears the viewport (issue 7: no third party before the visitor asks): until then, and without JavaScript, the box
 * shows the address and a directions link. Chromium's own `loading="lazy"` is not enough, as it fetched the frame
 * of the home page's map, two screens down, at load, on the critical path of the first paint.
 *
 * If the map cannot be reached (blocked, offline, refused), the address with a directions link takes the frame's
 * place (spec §4, §8). A cross-origin frame reports no error of its own (an aborted frame still fires `load`), so a
 * no-cors probe of the same address decides: a network failure, or no answer within 15 s, means fallback. The frame
 * is put in only once the probe has its answer, so the panel changes face once at most, from the address to the map.
 * Shown while the probe was on its way, the frame was swapped out again when the probe failed, and in WebKit, where
 * keyboard focus can enter the frame with no focus event in the page, focus went with it (issue 40).
 */
export function MapPanel({ className, title = `Map showing the location of ${clinic.name}` }: MapPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(panelRef, '200px');
  const [probeStatus, setProbeStatus] = useState<'loading' | 'reachable' | 'failed'>('loading');
  const status = isNear ? probeStatus : 'distant';
  // What holds keyboard focus is never swapped away (the route sweep's fast Shift+Tab walk on /contact): removing the
  // focused directions link, or the frame, dropped focus to <body>, and a frame focused before its document arrived
  // was not scrolled into view. The panel shows the wanted face once focus has left it.
  const wanted = status === 'reachable' ? 'frame' : 'address';
  const [hasFocusWithin, setHasFocusWithin] = useState(false);
  const [shown, setShown] = useState(wanted);
  if (shown !== wanted && !hasFocusWithin) setShown(wanted);

  // Focus on its way in counts as focus within. WebKit moves keyboard focus in two steps: `focusout` on the control
  // left, then, a task later, `focus` on the next. Tab from the carousel brought the directions link near, the panel
  // swapped faces in between, and focus fell to <body> (the WebKit Tab walk on /, 3 runs in 10 under load; issue
  // 40). The control left names the one that is next (`relatedTarget`); should focus land elsewhere after all, its
  // `focusin` there lets go.
  useEffect(() => {
    const isInPanel = (node: EventTarget | null) => node instanceof Node && !!panelRef.current?.contains(node);
    const onFocusOut = (event: FocusEvent) => {
      if (isInPanel(event.relatedTarget)) setHasFocusWithin(true);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isInPanel(event.target)) setHasFocusWithin(false);
    };
    document.addEventListener('focusout', onFocusOut, true);
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      document.removeEventListener('focusout', onFocusOut, true);
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, []);

  useEffect(() => {
    if (!isNear) return;
    let isCancelled = false;
    const fail = () => {
      if (!isCancelled) setProbeStatus((current) => (current === 'reachable' ? current : 'failed'));
    };
    const timer = window.setTimeout(fail, 15_000);
    fetch(clinic.map.embedUrl, { mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer' })
      .then(() => {
        window.clearTimeout(timer);
        if (!isCancelled) setProbeStatus('reachable');
      })
      .catch(fail);
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
  }, [isNear]);

  return (
    <div
      ref={panelRef}
      className={cn('overflow-hidden rounded-2xl bg-ink-100 ring-1 ring-ink-200', className)}
      data-slot="map-panel"
      onFocus={() => setHasFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHasFocusWithin(false);
      }}
    >
      {shown === 'address' ? (
        <AddressCard hasFailed={status === 'failed'} />
      ) : (
        <iframe
          src={clinic.map.embedUrl}
          title={title}
          width="100%"
          height={300}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin allow-popups"
          className="block h-[300px] w-full border-0"
          onError={() => setProbeStatus('failed')}
          data-testid="map-frame"
        />
      )}
    </div>
  );
}

/** The address and a directions link: the map's place before it loads, and its fallback when it cannot. */
function AddressCard({ hasFailed }: { hasFailed: boolean }) {
  return (
    <div
      className="flex min-h-[300px] flex-col items-center justify-center gap-3 p-6 text-center"
      data-testid={hasFailed ? 'map-fallback' : 'map-placeholder'}
    >
      <MapPin aria-hidden="true" className="size-8 text-brand-700" />
      <p className="font-semibold text-ink-900">{hasFailed ? 'The map could not be loaded.' : 'Find us'}</p>
      <p className="text-ink-700">{clinic.address.oneLine}</p>
      <ExternalLink
        href={clinic.map.directionsUrl}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        <Navigation aria-hidden="true" className="size-4" />
        Get Directions
      </ExternalLink>
    </div>
  );
}
