#include "profile_reference.h"

namespace s21 {

std::filesystem::path profileFileAt(const YamlReader& reader, const YamlEntry& entry,
                                    const std::filesystem::path& document)
{
    namespace fs = std::filesystem;
    const std::string name = reader.readString(entry);
    std::error_code error;
    const fs::path file = fs::absolute(document.parent_path() / name, error).lexically_normal();
    if (error || !fs::is_regular_file(file, error))
        throw reader.errorAt(entry, entry.path + ": no file '" + name + "' (" + file.string() +
                                        "); expected a profile's id or the path of its .yaml file, relative "
                                        "to this file");
    return file;
}

} // namespace s21
