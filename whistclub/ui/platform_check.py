"""Before Qt starts on Linux: say which system packages are missing, in plain words.

Without these libraries Qt's xcb plugin fails with "Could not load the Qt platform plugin
'xcb'", which tells a club secretary nothing. The list is what Qt 6.5+ needs on X11
(doc.qt.io/qt-6/linux-requirements.html), as Debian/Ubuntu package names.
"""

from __future__ import annotations

import ctypes.util
import os
import sys

# library name (as ctypes.util.find_library takes it) -> Debian/Ubuntu package
XCB_LIBRARIES: dict[str, str] = {
    "xcb-cursor": "libxcb-cursor0",
    "xcb-icccm": "libxcb-icccm4",
    "xcb-image": "libxcb-image0",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-randr": "libxcb-randr0",
    "xcb-render-util": "libxcb-render-util0",
    "xcb-shape": "libxcb-shape0",
    "xcb-xinerama": "libxcb-xinerama0",
    "xcb-xkb": "libxcb-xkb1",
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "xkbcommon": "libxkbcommon0",
    "EGL": "libegl1",
    "GL": "libgl1",
    "fontconfig": "libfontconfig1",
    "dbus-1": "libdbus-1-3",
}


def missing_packages(find=ctypes.util.find_library) -> list[str]:  # type: ignore[no-untyped-def]
    """The Debian packages whose libraries the X11 platform plugin would fail to load."""
    return [package for library, package in XCB_LIBRARIES.items() if find(library) is None]


def platform_problem() -> str | None:
    """A message for the user if Qt's window system support is missing, else None."""
    if not sys.platform.startswith("linux"):
        return None
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if platform and not platform.startswith("xcb"):
        return None  # offscreen, wayland, vnc...: not the xcb plugin
    missing = missing_packages()
    if not missing:
        return None
    return (
        "WhistClub needs some system libraries for its window that this computer lacks.\n"
        "On Debian or Ubuntu, install them with:\n\n"
        f"    sudo apt-get install {' '.join(missing)}\n\n"
        "(On other Linux systems, install the packages that provide: "
        f"{', '.join('lib' + lib for lib, pkg in XCB_LIBRARIES.items() if pkg in missing)}.)"
    )
