#pragma once
// The texts' translations, loaded once at start: today the English numerus forms alone (the singular
// and plural of every count a text shows, "%n mistake(s)" read as "1 mistake" and "2 mistakes"),
// compiled from resources/translations/spanish21_en.ts into the program (:/s21/translations). The
// trainer installs them before its first window; so does every test that reads a count's words.

namespace s21::app {

// Installs the translations on the application (its child; a QCoreApplication must exist). False, with
// a warning, when the compiled file is missing: the texts then read "1 mistake(s)".
bool installTranslations();

} // namespace s21::app
