"""An exception the loop catches is counted, not only shown (issue 35: an "Internal error"
is a failure for every test, driver and check, never a pass)."""


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
