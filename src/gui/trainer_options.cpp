#include "trainer_options.h"

#include "core/base/number_text.h"
#include "core/procedure/dealer_action.h"
#include "scenario/profile_loader.h"

#include <QFileInfo>

namespace s21::gui {

namespace {

[[noreturn]] void refuse(const char* name, const std::string& expected, const QString& found)
{
    throw OptionError(std::string("--") + name + ": expected " + expected + ", found '" + found.toStdString() + "'");
}

} // namespace

Seed seedOption(const QString& text)
{
    const auto seed = parseSeed(text.toStdString());
    if (!seed)
        refuse("seed", kWideSeedText, text);
    return *seed;
}

int playersOption(const QString& text)
{
    const auto players = parseInteger(text.toStdString(), 1, kSeatCount);
    if (!players)
        refuse("players", integerRange(1, kSeatCount), text);
    return static_cast<int>(*players);
}

QSize sizeOption(const QString& text, const QSize& smallest, const QSize& screen)
{
    const QStringList sides = text.split(QLatin1Char('x'));
    const std::string expected = "WIDTHxHEIGHT from " + std::to_string(smallest.width()) + "x" +
                                 std::to_string(smallest.height()) + " to the screen's " +
                                 std::to_string(screen.width()) + "x" + std::to_string(screen.height());
    if (sides.size() != 2)
        refuse("size", expected, text);
    const auto width = parseInteger(sides[0].toStdString(), smallest.width(), screen.width());
    const auto height = parseInteger(sides[1].toStdString(), smallest.height(), screen.height());
    if (!width || !height)
        refuse("size", expected, text);
    return {static_cast<int>(*width), static_cast<int>(*height)};
}

QString scenarioFolderOption(const QString& text)
{
    const QFileInfo folder(text);
    if (!folder.isDir())
        refuse("scenarios", "a folder of scenarios", text);
    return folder.absoluteFilePath();
}

RuleProfile profileOption(const QString& text, const std::vector<app::ProfileEntry>& profiles)
{
    const std::string name = text.toStdString();
    if (namesProfileFile(name)) {
        try {
            return loadProfile(name);
        } catch (const LoadError& error) {
            throw OptionError(error.what(), 1);
        }
    }
    std::string known;
    for (const app::ProfileEntry& entry : profiles) {
        if (entry.profile.id == name)
            return entry.profile;
        known += (known.empty() ? "" : ", ") + entry.profile.id;
    }
    refuse("profile", "a profile id (" + known + ") or a path to a .yaml file", text);
}

} // namespace s21::gui
