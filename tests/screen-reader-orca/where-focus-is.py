"""Prints each application on this desktop's AT-SPI bus: how long it takes to answer, and what it reports as focused
in its active window. For a failed Orca step's report (silence.ts). Every call waits at most 2 s, so an application
that stopped answering is reported as such, not waited on."""
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

Atspi.set_timeout(2000, 2000)
# get_collection_iface is deprecated in newer AT-SPI for get_collection, which 2.46 (Debian 12) does not have yet.
warnings.simplefilter("ignore", DeprecationWarning)


def describe(accessible):
    return "%s %r" % (accessible.get_role_name(), accessible.get_name())


def focused_in(window):
    focused = Atspi.StateSet.new([Atspi.StateType.FOCUSED])
    rule = Atspi.MatchRule.new(
        focused, Atspi.CollectionMatchType.ALL,
        {}, Atspi.CollectionMatchType.ALL,
        [], Atspi.CollectionMatchType.ALL,
        [], Atspi.CollectionMatchType.ALL,
        False,
    )
    matches = window.get_collection_iface().get_matches(rule, Atspi.CollectionSortOrder.CANONICAL, 3, True)
    return ", ".join(describe(match) for match in matches) or "nothing"


desktop = Atspi.get_desktop(0)
for index in range(desktop.get_child_count()):
    started = time.monotonic()
    try:
        application = desktop.get_child_at_index(index)
        name = application.get_name()
        windows = [application.get_child_at_index(i) for i in range(application.get_child_count())]
        active = [w for w in windows if w.get_state_set().contains(Atspi.StateType.ACTIVE)]
        focus = "; ".join(focused_in(window) for window in active) or "no active window"
        print("%s: answered in %d ms; focused: %s" % (name, (time.monotonic() - started) * 1000, focus))
    except Exception as error:  # noqa: BLE001 - the report says what failed, whatever it is
        print("application %d: no answer after %d ms: %s" % (index, (time.monotonic() - started) * 1000, error))
