#pragma once
// A minimal JSON writer for the CLI's --json output: objects, arrays, strings, numbers, booleans,
// with commas and escaping handled. No reading.

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace s21::cli {

class JsonWriter {
public:
    explicit JsonWriter(std::ostream& out) : out_(out) {}

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    JsonWriter& key(const std::string& name); // inside an object, before a value
    JsonWriter& value(const std::string& text);
    JsonWriter& value(const char* text) { return value(std::string(text)); }
    JsonWriter& value(std::int64_t number);
    JsonWriter& value(int number) { return value(static_cast<std::int64_t>(number)); }
    JsonWriter& value(bool flag);

private:
    void separate();

    std::ostream& out_;
    std::vector<bool> first_; // per open container: no element written yet
    bool afterKey_ = false;
};

} // namespace s21::cli
