"""Settings: defaults, round trip, validation, and damaged files set aside (never deleted)."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from liubo.services.folders import resolve_paths
from liubo.services.settings import (
    ANIMATION_SPEEDS,
    NAMES_MODES,
    SETTINGS_VERSION,
    Settings,
    SettingsStore,
)
from liubo.services.storage import Notice


def _file_count(folder: Path) -> int:
    return len(os.listdir(folder))


def test_defaults_without_a_file(tmp_path: Path) -> None:
    settings, notice = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert notice is None
    assert not any(tmp_path.iterdir()), "loading must not create files"


def test_round_trip(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    chosen = Settings(
        language="zh_CN",
        volume=0.25,
        muted=True,
        animation_speed="reduced",
        fullscreen=True,
        show_lines=False,
        names_mode="pinyin",
        colorblind=True,
        window_size=(1024, 768),
        readings="owl-landing=contest pond=sanctuary",
    )
    assert store.save(chosen) is None
    loaded, notice = SettingsStore(tmp_path).load()
    assert notice is None
    assert loaded == chosen
    assert loaded.reduced_motion and loaded.effective_volume == 0.0
    data = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert data["format"] == "liubo-settings"
    assert data["version"] == SETTINGS_VERSION
    assert data["window_size"] == [1024, 768]


def test_portable_paths_round_trip(tmp_path: Path) -> None:
    paths = resolve_paths(environ={"LIUBO_HOME": str(tmp_path / "stick")})
    store = SettingsStore(paths)
    assert store.save(Settings(volume=0.5)) is None
    assert (tmp_path / "stick" / "settings.json").is_file()
    assert SettingsStore(paths).load()[0].volume == 0.5


def test_written_only_when_changed(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    store.save(Settings())
    stamp = (tmp_path / "settings.json").stat().st_mtime_ns
    os.utime(tmp_path / "settings.json", ns=(stamp - 10**9, stamp - 10**9))
    store.save(Settings())
    assert (tmp_path / "settings.json").stat().st_mtime_ns == stamp - 10**9
    store.save(Settings(muted=True))
    assert (tmp_path / "settings.json").stat().st_mtime_ns != stamp - 10**9


def test_with_validates() -> None:
    assert Settings().with_(names_mode="hanzi").names_mode == "hanzi"
    with pytest.raises(ValueError):
        Settings().with_(animation_speed="warp")
    assert Settings().with_(volume=3).volume == 1.0  # clamped


def test_missing_keys_default_and_unknown_keys_ignored(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps({"format": "liubo-settings", "version": 1, "muted": True, "future": 1}),
        encoding="utf-8",
    )
    settings, notice = SettingsStore(tmp_path).load()
    assert notice is None
    assert settings == Settings(muted=True)
    assert os.listdir(tmp_path) == ["settings.json"]


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{",
        b"[1, 2, 3]",
        b"\xff\xfe\x00garbage",
        b'{"format": "something-else", "version": 1}',
        b'{"format": "liubo-settings", "version": 99}',
        b'{"format": "liubo-settings", "version": "1"}',
        b'{"format": "liubo-settings"}',
        b'{"format": "liubo-settings", "version": 1, "volume": NaN}',
        b"[" * 100000 + b"]" * 100000,
    ],
)
def test_unusable_file_is_set_aside(tmp_path: Path, content: bytes) -> None:
    (tmp_path / "settings.json").write_bytes(content)
    settings, notice = SettingsStore(tmp_path).load()
    assert settings == Settings()
    assert isinstance(notice, Notice) and "\n" not in notice
    names = os.listdir(tmp_path)
    assert len(names) == 1 and names[0].startswith("settings.corrupt-")
    assert names[0].endswith(".json") and names[0] in notice
    assert (tmp_path / names[0]).read_bytes() == content


def test_partly_invalid_keeps_good_values(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps(
            {
                "format": "liubo-settings",
                "version": 1,
                "muted": True,
                "volume": "loud",
                "window_size": [10**400, 2],
            }
        ),
        encoding="utf-8",
    )
    settings, notice = SettingsStore(tmp_path).load()
    assert settings.muted is True
    assert settings.volume == Settings().volume
    assert settings.window_size == (16384, 480)  # huge numbers are clamped, not fatal
    assert notice is not None and "reset" in notice


@pytest.mark.parametrize(
    ("written", "kept"),
    [
        ("pond=sanctuary owl-landing=contest", "owl-landing=contest pond=sanctuary"),
        ("pond=open split=every-throw", ""),  # the defaults are left out
        ("pond=lake", None),  # a value the rules do not have
        ("colour=red", None),  # an option the rules do not have
        ("pond", None),
        (["pond=sanctuary"], None),
    ],
)
def test_the_rule_readings_are_checked_against_the_rules(
    tmp_path: Path, written: object, kept: str | None
) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps({"format": "liubo-settings", "version": 1, "muted": True, "readings": written}),
        encoding="utf-8",
    )
    settings, notice = SettingsStore(tmp_path).load()
    assert settings.muted is True  # the other settings are kept
    if kept is None:
        assert settings.readings == "" and notice is not None and "reset" in notice
    else:
        assert settings.readings == kept and notice is None


def test_set_aside_never_overwrites(tmp_path: Path) -> None:
    for round_ in range(3):
        (tmp_path / "settings.json").write_bytes(b"broken %d" % round_)
        SettingsStore(tmp_path).load()
    contents = sorted(p.read_bytes() for p in tmp_path.iterdir())
    assert contents == [b"broken 0", b"broken 1", b"broken 2"]


def test_notice_translates() -> None:
    notice = Notice("Kept as {name}.", name="x.json")
    assert notice == "Kept as x.json."
    assert notice.translated(lambda s: "已保存为 {name}。") == "已保存为 x.json。"
    assert notice.translated(lambda s: "{oops}") == "Kept as x.json."


def test_unwritable_folder_reports_instead_of_raising(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    notice = SettingsStore(blocker).save(Settings(muted=True))
    assert isinstance(notice, Notice)


_json_scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20)
_json_values = st.recursive(
    _json_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
_field_names = st.sampled_from(
    [
        "language",
        "volume",
        "muted",
        "animation_speed",
        "fullscreen",
        "show_lines",
        "names_mode",
        "colorblind",
        "window_size",
        "format",
        "version",
    ]
)


def _settings_like(draw_dict: dict) -> bytes:
    base = {"format": "liubo-settings", "version": 1}
    base.update(draw_dict)
    return json.dumps(base).encode()


_corrupt = st.one_of(
    st.binary(max_size=300),
    st.dictionaries(_field_names, _json_values, max_size=6).map(_settings_like),
    st.builds(
        lambda cut, d: json.dumps(Settings(**d).to_dict()).encode()[:cut],
        st.integers(0, 300),
        st.fixed_dictionaries({}, optional={"volume": st.floats(0, 1), "muted": st.booleans()}),
    ),
    st.lists(_json_values, max_size=5).map(lambda v: json.dumps(v).encode()),
    st.integers(min_value=-(10**30), max_value=10**30).map(
        lambda n: b'{"format": "liubo-settings", "version": %d}' % n
    ),
    st.binary(min_size=1, max_size=40).map(
        lambda b: b'{"format": "liubo-settings", "version": 1, "language": "' + b + b'"}'
    ),
    st.sampled_from(ANIMATION_SPEEDS + NAMES_MODES).map(
        lambda s: json.dumps(
            {"format": "liubo-settings", "version": 1, "animation_speed": s, "names_mode": s}
        ).encode()
    ),
)


@hsettings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(content=_corrupt)
def test_any_file_never_raises_and_never_loses_files(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "settings.json").write_bytes(content)
        (root / "other.txt").write_text("keep me", encoding="utf-8")
        before = _file_count(root)
        settings, notice = SettingsStore(root).load()
        assert isinstance(settings, Settings)
        assert notice is None or (isinstance(notice, str) and "\n" not in notice)
        assert _file_count(root) >= before
        # the original bytes still exist somewhere in the folder
        assert any(p.read_bytes() == content for p in root.iterdir())
        # a second start reads what is left without trouble
        again, _ = SettingsStore(root).load()
        assert isinstance(again, Settings)
