#include "scenario/library_location.h"

#include "scenario/profile_loader.h"

#include <vector>

namespace s21 {

namespace {

namespace fs = std::filesystem;

// Whether `inner` is `outer` or lies below it, both made canonical as far as they exist.
bool liesWithin(const fs::path& inner, const fs::path& outer)
{
    std::error_code error;
    const fs::path canonicalInner = fs::weakly_canonical(inner, error);
    const fs::path canonicalOuter = fs::weakly_canonical(outer, error);
    if (error)
        return false;
    const fs::path relative = canonicalInner.lexically_relative(canonicalOuter);
    return !relative.empty() && *relative.begin() != "..";
}

} // namespace

fs::path installedLibraryDir(const fs::path& executableDir)
{
    return (executableDir / "../share/spanish21-trainer").lexically_normal();
}

fs::path libraryProfilesDir(const fs::path& executableDir)
{
    std::vector<fs::path> candidates{installedLibraryDir(executableDir) / "profiles"};
    if (liesWithin(executableDir, S21_BINARY_DIR))
        candidates.push_back(fs::path(S21_SOURCE_DIR) / "scenarios/profiles");
    return firstProfilesDir(candidates);
}

fs::path runningExecutableDir()
{
    std::error_code error;
    const fs::path executable = fs::read_symlink("/proc/self/exe", error);
    return error ? fs::path() : executable.parent_path();
}

} // namespace s21
