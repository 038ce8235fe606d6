#include "app/session/profile_catalog.h"

#include "scenario/library_location.h"
#include "scenario/profile_loader.h"

#include <QDir>

namespace s21::app {

QString findProfilesDir() { return QString::fromStdString(libraryProfilesDir(runningExecutableDir()).string()); }

std::vector<ProfileEntry> loadProfiles(const QString& dir, QStringList& errors)
{
    std::vector<ProfileEntry> entries;
    if (!dir.isEmpty()) {
        const QDir folder(dir);
        for (const QString& name : folder.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
            try {
                RuleProfile profile = loadProfile(folder.filePath(name).toStdString());
                entries.push_back({QString::fromStdString(profile.name), std::move(profile)});
            } catch (const std::exception& error) {
                errors << QString::fromStdString(error.what());
            }
        }
    }
    if (entries.empty()) {
        for (RuleProfile profile : {marylandProfile(6), marylandProfile(8), massachusettsProfile(6)})
            entries.push_back({QString::fromStdString(profile.name), std::move(profile)});
    }
    return entries;
}

} // namespace s21::app
