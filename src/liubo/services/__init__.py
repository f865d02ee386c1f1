"""Services the screens use: settings, saves, files, languages, sound, fonts."""
