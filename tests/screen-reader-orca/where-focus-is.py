"""Prints each application on this desktop's AT-SPI bus, how long it took to answer, and what it reports as focused
in its active window: its role, name and states, one JSON object a line. Read by focus.ts (a journey's check of where
focus is, asked of the browser rather than of Orca) and in a failed step's report (silence.ts). Every call waits at
most 2 s, so an application that stopped answering is reported as such, not waited on."""
import json
import time
import warnings

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

Atspi.set_timeout(2000, 2000)
# get_collection_iface is deprecated in newer AT-SPI for get_collection, which 2.46 (Debian 12) does not have yet.
warnings.simplefilter("ignore", DeprecationWarning)


def describe(accessible):
    states = accessible.get_state_set().get_states()
    return {
        "role": accessible.get_role_name(),
        "name": accessible.get_name(),
        "states": [state.value_nick for state in states],
    }


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
    return [describe(match) for match in matches]


desktop = Atspi.get_desktop(0)
for index in range(desktop.get_child_count()):
    started = time.monotonic()
    report = {"application": index}
    try:
        application = desktop.get_child_at_index(index)
        report["application"] = application.get_name()
        windows = [application.get_child_at_index(i) for i in range(application.get_child_count())]
        active = [w for w in windows if w.get_state_set().contains(Atspi.StateType.ACTIVE)]
        report["focused"] = [each for window in active for each in focused_in(window)]
    except Exception as error:  # noqa: BLE001 - the report says what failed, whatever it is
        report["error"] = str(error)
    report["ms"] = round((time.monotonic() - started) * 1000)
    print(json.dumps(report), flush=True)
