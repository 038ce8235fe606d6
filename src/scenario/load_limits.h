#pragma once
// The limits every YAML input of s21_scenario is held to (rule profiles, scenarios, action scripts),
// so that no file makes a loader run long or grow without bound. A file over a limit is refused with
// a LoadError at the place the limit is passed; docs/scenario-format.md, "Limits", lists them.

#include <cstddef>
#include <string>

namespace s21::limits {

// 256 KiB: the largest shipped file is 5 KB; yaml-cpp reads a long scalar at about 10 MB/s, and a
// file is parsed once (yaml_tree.h), so this keeps the worst file within about 30 ms.
inline constexpr std::size_t kFileBytes = 256 * 1024;
inline constexpr int kNestingDepth = 16;          // lists and mappings inside each other; 5 is used
inline constexpr std::size_t kListItems = 1000;   // items in one list; 65 is the most used
inline constexpr std::size_t kNodes = 10000;      // values in one document; 100 is the most used
inline constexpr std::size_t kMessageChars = 400; // an error message is cut after this many characters

// The message for a document past one of these limits: "too large: <what> (docs/...)".
inline std::string tooLarge(const std::string& what)
{
    return "too large: " + what + " (docs/scenario-format.md, \"Limits\")";
}

} // namespace s21::limits
