"""Starts Orca as /usr/bin/orca does, but for its look for other Orcas: that look (pgrep for every process named
orca of this user, on any display) makes a second Orca refuse to start, and `--replace` kills the others, so two
runs side by side, or a visitor's own Orca, would stop one another. Arguments: the preferences folder, and
optionally a file for Orca's debug log. One change to how Orca runs: its events are handled in the order they came
(keep_events_in_arrival_order below)."""
import collections
import faulthandler
import os
import signal
import sys

from gi.repository import GLib
from orca import debug, event_manager, input_event, orca


def keep_events_in_arrival_order():
    """Orca 43 queues an accessibility event only after asking the browser about it (its application, its script),
    and libatspi answers such a call by dispatching whatever else arrived meanwhile: the next events of a burst are then
    queued before the one that came first, or handled in the middle of another event's handling or of a key's command.
    Chromium sends a tab's focus, busy, not busy and load-complete in one burst as the tab takes focus; on a busy
    machine Orca handled them out of order (issue 40, Orca's debug log: "busy (1)" dequeued after "busy (0)" and
    "load-complete"), and either said "Loading.  Please wait." last and took the page for loading from then on,
    ignoring its changes, or handled the load while its focus was still in the previous tab and said nothing of it (and
    in the one run where Control+End then said nothing, an event had been handled inside its command). Orca itself logs the first case ("_enqueue
    entered before exiting", with its event-queue debugging on). Here an event that arrives while another is being
    queued is queued after it, and no event is handled inside another's handling or a key's command: the order Orca
    gets on a machine with time to spare, the order the browser sent."""
    enqueue = event_manager.EventManager._enqueue
    dequeue = event_manager.EventManager._dequeue
    consume = input_event.KeyboardEvent._consume
    arrived = collections.deque()
    is_enqueueing = False
    handlings = 0

    def enqueue_in_arrival_order(self, event):
        nonlocal is_enqueueing
        arrived.append(event)
        if is_enqueueing:
            return
        is_enqueueing = True
        try:
            while arrived:
                try:
                    enqueue(self, arrived.popleft())
                except Exception:
                    # As when the browser's callback into Orca raises: that event is lost, not those behind it.
                    debug.printException(debug.LEVEL_WARNING)
        finally:
            is_enqueueing = False

    def dequeue_one_at_a_time(self):
        nonlocal handlings
        if handlings:
            # Asked for during a handling (Orca handles some events at once as they are queued): the main loop takes
            # the queue up again once that handling is over.
            with self._gidleLock:
                if not self._gidleId:
                    self._gidleId = GLib.idle_add(self._dequeue)
            return True
        handlings += 1
        try:
            return dequeue(self)
        finally:
            handlings -= 1

    def consume_as_one_handling(self):
        nonlocal handlings
        handlings += 1
        try:
            return consume(self)
        finally:
            handlings -= 1

    event_manager.EventManager._enqueue = enqueue_in_arrival_order
    event_manager.EventManager._dequeue = dequeue_one_at_a_time
    input_event.KeyboardEvent._consume = consume_as_one_handling


keep_events_in_arrival_order()


class RecentLines:
    """Orca's debug log at its info level, the last lines only, kept in memory and written to a file on SIGUSR2: what
    Orca made of the events before a journey's step heard nothing (silence.ts), at no cost of writing a file."""

    def __init__(self, path, size=6000):
        # Orca hands its debug file to faulthandler when a file of that name exists; none does until written out.
        self.name = path
        self.lines = collections.deque(maxlen=size)

    def writelines(self, parts):
        self.lines.append("".join(parts))

    def write(self, text):
        self.lines.append(text)

    def write_out(self):
        with open(self.name, "w", encoding="utf-8") as out:
            out.writelines(self.lines)
        return GLib.SOURCE_CONTINUE


prefs = sys.argv[1]
# On SIGUSR1 every thread's Python stack goes to stacks.txt beside the preferences: where Orca was when a journey's
# step heard nothing (silence.ts). Written by the signal handler itself, so it works while Orca is blocked in a call.
stacks = open(os.path.join(prefs, "stacks.txt"), "w")
faulthandler.register(signal.SIGUSR1, file=stacks, all_threads=True)

debug.eventDebugLevel = debug.LEVEL_OFF
if len(sys.argv) > 2:
    debug.debugLevel = debug.LEVEL_ALL
    debug.debugFile = open(sys.argv[2], "w")
else:
    debug.debugLevel = debug.LEVEL_INFO
    debug.debugFile = RecentLines(os.path.join(prefs, "recent-debug.log"))
    # At the info level Orca also asks the browser for every event source's details and the extents of the text it
    # walks, only to log them: calls that change the timing a journey runs with. Its own lines are kept, not those.
    debug.printDetails = lambda *args, **kwargs: None
    debug.getAccessibleDetails = lambda *args, **kwargs: ""
    # Handled in Orca's main loop, so only while Orca is not blocked: SIGUSR1's stacks say where it is then.
    GLib.unix_signal_add(GLib.PRIORITY_HIGH, signal.SIGUSR2, debug.debugFile.write_out)

manager = orca.getSettingsManager()
manager.activate(prefs, {})
if isinstance(debug.debugFile, RecentLines):
    from orca.scripts.web import script_utilities as web_utilities

    web_utilities.Utilities._debugContentsInfo = lambda *args, **kwargs: None
# Orca imports orca-customizations from the preferences folder.
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
