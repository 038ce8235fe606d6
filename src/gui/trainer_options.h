#pragma once
// The trainer's command-line values, checked before any window opens: numbers by the project's one
// convention (core/base/number_text.h), words against their spellings, the window size against the
// screen, the profile by id or path (scenario/profile_loader.h, namesProfileFile()). Each function
// throws OptionError, whose message names the option, what it takes and what was found, and which
// main() prints on the terminal before exiting with code 2 (1 for a profile file that is bad).

#include "app/session/profile_catalog.h"

#include "core/base/random.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

namespace s21::gui {

class OptionError : public std::runtime_error {
public:
    explicit OptionError(const std::string& message, int exitCode = 2)
        : std::runtime_error(message), exitCode_(exitCode)
    {
    }
    int exitCode() const { return exitCode_; }

private:
    int exitCode_;
};

// --seed: a whole number from 0 to 2^64-1, or a 128-bit seed as an exam round's record shows it
// ("0x" and 32 hexadecimal digits, core/base/number_text.h's parseSeed).
Seed seedOption(const QString& text);

// --players: 1 to 7.
int playersOption(const QString& text);

// A word option: the value paired with `text` among `spellings` ({"guided", Mode::Guided}, ...).
template <typename Value>
Value choiceOption(const QString& name, const QString& text, const std::vector<std::pair<QString, Value>>& spellings)
{
    QStringList words;
    for (const auto& [word, value] : spellings) {
        if (word == text)
            return value;
        words << word;
    }
    throw OptionError("--" + name.toStdString() + ": expected one of " +
                      words.join(QStringLiteral(", ")).toStdString() + ", found '" + text.toStdString() + "'");
}

// --size WxH: each side at least the window's smallest and at most the screen's available size.
QSize sizeOption(const QString& text, const QSize& smallest, const QSize& screen);

// --scenarios: the instructor's own scenarios folder, a folder that is there, as an absolute path.
QString scenarioFolderOption(const QString& text);

// --profile: an id among `profiles`, or a path to a profile file (loaded; a bad file exits 1).
RuleProfile profileOption(const QString& text, const std::vector<app::ProfileEntry>& profiles);

} // namespace s21::gui
