"""Starts Orca as /usr/bin/orca does, but for its look for other Orcas: that look (pgrep for every process named
orca of this user, on any display) makes a second Orca refuse to start, and `--replace` kills the others, so two
runs side by side, or a visitor's own Orca, would stop one another. Arguments: the preferences folder, and
optionally a file for Orca's debug log."""
import collections
import faulthandler
import os
import signal
import sys

from gi.repository import GLib
from orca import debug, orca


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
