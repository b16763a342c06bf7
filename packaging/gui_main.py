"""The bundle's ``docdedup-gui``: the window (see docdedup_gui.app)."""

import sys

from docdedup_gui.app import main

sys.exit(main())
