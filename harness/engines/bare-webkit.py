#!/usr/bin/python3
"""
BareWebKit: WebKitGTK's web view in a window and nothing else, for WebKitWebDriver (webkit/launch.ts).

MiniBrowser, the browser Debian ships with WebKitWebDriver, has a toolbar that holds its window at least 447 px
wide: WebKit never laid the site out at a phone's width (issue 55). This window holds only the web view, so
WebDriver's set-window-rect gives the page any width, 320 px included, as the top-level document.

What it keeps of MiniBrowser's automation mode (Tools/MiniBrowser/gtk/main.c): with --automation, a web context that
allows automation and keeps nothing on disk, an application name and WebKit's version for the session's
capabilities, and the web views WebDriver asks for, marked as controlled by automation. What it keeps of the launch
webkit/ made with MiniBrowser: --content-filter=FILE, content-blocker rules compiled before the window shows (so
before any page loads). Added: --hide-scrollbars, a user style sheet that draws no scrollbar (why: see
webkit/start-browser.ts), and, with --automation, full-page shots: WebDriver classic's screenshots stop at the
viewport, so the page asks the browser for one
(`window.webkit.messageHandlers.bareWebKitFullPageShot.postMessage(null)`, a promise of the PNG in base64) and the
web view draws the whole document (WEBKIT_SNAPSHOT_REGION_FULL_DOCUMENT), its layout at the window's size. Reduced motion stays GTK's gtk-enable-animations setting (XDG_CONFIG_HOME).

Run by Debian's own Python (/usr/bin/python3), which is where python3-gi, python3-gi-cairo and gir1.2-webkit2-4.1
put PyGObject, its cairo surfaces (the snapshot's type) and WebKit's bindings: no compile step.
"""

import argparse
import base64
import io
import os
import sys

import gi

gi.require_version("Gdk", "3.0")
gi.require_version("Gtk", "3.0")
gi.require_version("JavaScriptCore", "4.1")
gi.require_version("WebKit2", "4.1")
gi.require_foreign("cairo")
from gi.repository import Gdk, Gio, GLib, Gtk, JavaScriptCore, WebKit2  # noqa: E402

NAME = "BareWebKit"
# The page's name for the browser's full-page shot (webkit/visitor.ts sends it).
FULL_PAGE_SHOT = "bareWebKitFullPageShot"


def main() -> int:
    parser = argparse.ArgumentParser(prog=NAME)
    parser.add_argument("--automation", action="store_true", help="let WebKitWebDriver drive it")
    parser.add_argument("--content-filter", help="WebKit content-blocker rules (JSON) to apply to every page")
    parser.add_argument("--hide-scrollbars", action="store_true", help="draw no scrollbar, as a phone at rest")
    parser.add_argument("url", nargs="?", default="about:blank")
    options = parser.parse_args()

    # The windows' class (WM_CLASS), which the window wait finds them by (harness/desktop/window.ts).
    GLib.set_prgname(NAME)
    Gdk.set_program_class(NAME)
    Gtk.init(None)

    context = WebKit2.WebContext.new_ephemeral() if options.automation else WebKit2.WebContext.get_default()
    content = WebKit2.UserContentManager()
    if options.hide_scrollbars:
        # A user style sheet: the page's Content-Security-Policy does not apply to it, and it draws nothing else.
        content.add_style_sheet(
            WebKit2.UserStyleSheet(
                "::-webkit-scrollbar { display: none !important; }",
                WebKit2.UserContentInjectedFrames.ALL_FRAMES,
                WebKit2.UserStyleLevel.USER,
                None,
                None,
            )
        )
    windows: list[Gtk.Window] = []
    failed: list[str] = []

    def new_view() -> WebKit2.WebView:
        view = WebKit2.WebView(
            web_context=context,
            user_content_manager=content,
            is_controlled_by_automation=options.automation,
        )
        window = Gtk.Window(title=NAME)
        window.set_default_size(1280, 800)
        window.add(view)
        windows.append(window)

        def closed(_window: Gtk.Window) -> None:
            windows.remove(window)
            if not windows:
                Gtk.main_quit()

        window.connect("destroy", closed)
        view.connect("close", lambda _view: window.destroy())
        return view

    first = new_view()

    if options.automation:
        context.set_automation_allowed(True)

        def full_page_shot(
            _content: WebKit2.UserContentManager, message: JavaScriptCore.Value, reply: WebKit2.ScriptMessageReply
        ) -> bool:
            # The newest window's page: a journey drives one window at a time, and one it opened is the newest.
            view = windows[-1].get_child()

            def taken(_view: WebKit2.WebView, result: Gio.AsyncResult) -> None:
                try:
                    png = io.BytesIO()
                    view.get_snapshot_finish(result).write_to_png(png)
                except GLib.Error as error:
                    reply.return_error_message(f"{NAME}: no snapshot: {error.message}")
                    return
                encoded = base64.b64encode(png.getvalue()).decode("ascii")
                reply.return_value(JavaScriptCore.Value.new_string(message.get_context(), encoded))

            view.get_snapshot(WebKit2.SnapshotRegion.FULL_DOCUMENT, WebKit2.SnapshotOptions.NONE, None, taken)
            return True  # answered later, by `taken`

        content.register_script_message_handler_with_reply(FULL_PAGE_SHOT, None)
        content.connect(f"script-message-with-reply-received::{FULL_PAGE_SHOT}", full_page_shot)

        def automation_started(_context: WebKit2.WebContext, session: WebKit2.AutomationSession) -> None:
            info = WebKit2.ApplicationInfo.new()
            info.set_name(NAME)
            info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
            session.set_application_info(info)
            # The session's first browsing context is the window already shown; any further one is a new window.
            spare = [first]

            def create_web_view(_session: WebKit2.AutomationSession) -> WebKit2.WebView:
                if spare:
                    return spare.pop()
                view = new_view()
                view.get_toplevel().show_all()
                return view

            session.connect("create-web-view", create_web_view)

        context.connect("automation-started", automation_started)

    def show() -> None:
        window = first.get_toplevel()
        window.show_all()
        first.grab_focus()
        first.load_uri(options.url)

    if options.content_filter:
        # Compiled into a store beside the rules (the visitor's private folder), then added before anything loads.
        store = WebKit2.UserContentFilterStore.new(os.path.join(os.path.dirname(options.content_filter), "filters"))

        def saved(_store: WebKit2.UserContentFilterStore, result: Gio.AsyncResult) -> None:
            try:
                content.add_filter(store.save_finish(result))
            except GLib.Error as error:
                failed.append(f"{NAME}: the content filter did not compile: {error.message}")
                Gtk.main_quit()
                return
            show()

        store.save_from_file("offline", Gio.File.new_for_path(options.content_filter), None, saved)
    else:
        show()

    Gtk.main()
    for problem in failed:
        print(problem, file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
