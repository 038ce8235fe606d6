// libFuzzer target: any bytes as a school's speed standards. The loader's contract
// (speed_standards_loader.h): the standards or a LoadError, nothing else; a crash, a sanitizer
// report, another exception, a leak or a time-out is a finding.
#include "scenario/speed_standards_loader.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        s21::loadSpeedStandardsFromString(text, "fuzz.yaml");
    } catch (const s21::LoadError&) {
    }
    return 0;
}
