"""An exception the loop catches is counted, not only shown (issue 35: an "Internal error"
is a failure for every test, driver and check, never a pass)."""

import pytest


@pytest.mark.internal_errors
def test_a_caught_exception_is_counted_and_shown(app, capsys):
    frames = iter([RuntimeError("boom"), False])

    def frame(dt, events):  # noqa: ANN001, ANN202
        outcome = next(frames)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    app.frame = frame
    app.run()
    assert app.internal_errors == ["RuntimeError: boom"]
    assert app.ctx.notice == "Internal error: boom"
    assert "RuntimeError: boom" in capsys.readouterr().err


@pytest.mark.internal_errors
def test_the_first_frame_is_guarded_too(app, capsys):
    """Issue 35 item 4: the first draw in ``App.run`` was outside the guard, so a screen
    that could not be drawn (a record's title with a NUL) ended ``--replay``."""
    draws = iter([RuntimeError("first"), None])

    def draw():  # noqa: ANN202
        outcome = next(draws, None)
        if isinstance(outcome, Exception):
            raise outcome

    app.draw = draw
    app.frame = lambda dt, events: False  # noqa: ARG005
    app.run()
    assert app.internal_errors == ["RuntimeError: first"]
    assert "liubo: internal error: RuntimeError: first" in capsys.readouterr().err


def test_the_suite_fails_a_test_whose_app_caught_an_internal_error(pytester):
    """The guard (tests/conftest.py): an internal error caught by an app fails its test
    even when the test looks away; the marker lets a test provoke one on purpose."""
    from pathlib import Path

    here = Path(__file__).resolve().parent.parent
    pytester.makeconftest((here / "conftest.py").read_text(encoding="utf-8"))
    pytester.makepyfile(support=(here / "support.py").read_text(encoding="utf-8"))
    pytester.makepyfile(
        """
        import pytest


        def provoke(app):
            frames = iter([RuntimeError("boom"), False])

            def frame(dt, events):
                outcome = next(frames)
                if isinstance(outcome, Exception):
                    raise outcome
                return outcome

            app.frame = frame
            app.run()


        def test_looks_away(app, monkeypatch):
            monkeypatch.delenv("LIUBO_RAISE_INTERNAL_ERRORS")  # goes past it unseen
            provoke(app)


        @pytest.mark.internal_errors
        def test_on_purpose(app):
            provoke(app)
            assert app.internal_errors == ["RuntimeError: boom"]


        def test_raises_by_default(app):
            def frame(dt, events):
                raise RuntimeError("boom")

            app.frame = frame
            with pytest.raises(RuntimeError):
                app.run()
        """
    )
    result = pytester.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        "-n",
        "0",
        "-o",
        "markers=internal_errors: on purpose",
        timeout=600,
    )
    result.assert_outcomes(passed=1, failed=2)
    result.stdout.fnmatch_lines(["*the app caught 1 internal error(s) and went on*"])
