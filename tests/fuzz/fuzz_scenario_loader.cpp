// libFuzzer target: any bytes as a scenario file, its profile from the shipped scenarios/profiles.
// The loader's contract (scenario_loader.h): a Scenario or a LoadError, nothing else; a crash, a
// sanitizer report, another exception, a leak or a time-out is a finding.
#include "scenario/scenario_loader.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        s21::loadScenarioFromString(text, "fuzz.yaml", S21_SOURCE_DIR "/scenarios/profiles");
    } catch (const s21::LoadError&) {
    }
    return 0;
}
