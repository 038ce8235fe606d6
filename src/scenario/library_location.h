#pragma once
// Where the scenario library is: the rule profiles (profiles/), the exams (exams/), the speed
// standards (standards/) and the drill folders, all in one folder. An installed program finds it in
// the data folder beside its bin/ (<prefix>/share/spanish21-trainer: /usr/share/spanish21-trainer
// from the Debian package); a program run from the build tree it was built in (a developer's, the
// tests') finds the source tree's scenarios/. An installed program never reads the source tree, even
// when that tree is still on the machine.

#include <filesystem>

namespace s21 {

// Where a program whose executable lies in `executableDir` has its library when installed
// (`executableDir`/../share/spanish21-trainer, lexically normal), whether or not it is there.
std::filesystem::path installedLibraryDir(const std::filesystem::path& executableDir);

// The library's profiles folder for a program whose executable lies in `executableDir`, made
// canonical; an empty path when neither place holds a profile.
std::filesystem::path libraryProfilesDir(const std::filesystem::path& executableDir);

// The folder of the running program's executable (Linux: /proc/self/exe); an empty path when it
// cannot be read.
std::filesystem::path runningExecutableDir();

} // namespace s21
