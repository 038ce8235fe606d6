// libFuzzer target: any bytes as a trainee's action script. The parser's contract
// (scenario_loader.h): the scripted actions or a LoadError, nothing else; a crash, a sanitizer
// report, another exception, a leak or a time-out is a finding.
#include "scenario/scenario_loader.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        s21::loadActionScriptFromString(text, "fuzz.yaml");
    } catch (const s21::LoadError&) {
    }
    return 0;
}
