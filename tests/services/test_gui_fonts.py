"""The UIManager's theme fonts load on first use (a quicker first frame), and every one of
them still loads and measures text when a widget asks for it."""

from __future__ import annotations

from liubo.context import load_theme
from liubo.services.gui_fonts import LazyFontResource


def loaded_lazy_fonts(ui) -> list[str]:  # noqa: ANN001
    fonts = ui.get_theme().get_font_dictionary().loaded_fonts
    return sorted(
        key
        for key, res in fonts.items()
        if isinstance(res, LazyFontResource) and res.__dict__.get("_font") is not None
    )


def test_the_title_loads_only_the_fonts_it_uses(app):  # noqa: ANN001
    app.draw()
    fonts = app.ctx.ui.get_theme().get_font_dictionary().loaded_fonts
    lazy = [k for k, res in fonts.items() if isinstance(res, LazyFontResource)]
    assert len(lazy) >= 10  # the theme's Noto Sans SC sizes and weights, all known
    assert 1 <= len(loaded_lazy_fonts(app.ctx.ui)) <= 3


def test_every_theme_font_loads_when_first_used(app):  # noqa: ANN001
    theme = app.ctx.ui.get_theme()
    ids = [key for key, block in load_theme().items() if "font" in block and key != "defaults"]
    assert ids
    for object_id in ids:
        font = theme.get_font([object_id])
        width, height = font.size("六博 Liubo")
        assert width > 0 and height > 0, object_id
    # the object ids' fonts are all loaded now, each from the file on disk
    fonts = theme.get_font_dictionary().loaded_fonts
    for res in fonts.values():
        if isinstance(res, LazyFontResource) and res.__dict__.get("_font") is not None:
            assert isinstance(res.location, str)
