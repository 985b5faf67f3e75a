"""Starts Orca as /usr/bin/orca does, but for its look for other Orcas: that look (pgrep for every process named
orca of this user, on any display) makes a second Orca refuse to start, and `--replace` kills the others, so two
runs side by side, or a visitor's own Orca, would stop one another. Arguments: the preferences folder, and
optionally a file for Orca's debug log."""
import faulthandler
import os
import signal
import sys

from orca import debug, orca

# On SIGUSR1 every thread's Python stack goes to stacks.txt beside the preferences: where Orca was when a journey's
# step heard nothing (silence.ts). Written by the signal handler itself, so it works while Orca is blocked in a call.
stacks = open(os.path.join(sys.argv[1], "stacks.txt"), "w")
faulthandler.register(signal.SIGUSR1, file=stacks, all_threads=True)

if len(sys.argv) > 2:
    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(sys.argv[2], "w")

manager = orca.getSettingsManager()
manager.activate(sys.argv[1], {})
# Orca imports orca-customizations from the preferences folder.
sys.path.insert(0, manager.getPrefsDir())
sys.exit(orca.main())
