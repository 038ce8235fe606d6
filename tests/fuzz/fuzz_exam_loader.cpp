// libFuzzer target: any bytes as an exam definition, checked against the shipped library's catalog
// (built once). The loader's contract (exam_loader.h): an ExamDefinition or a LoadError, nothing
// else; a crash, a sanitizer report, another exception, a leak or a time-out is a finding.
#include "scenario/exam_loader.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const s21::ExamCatalog catalog = s21::examCatalogFor(S21_SOURCE_DIR "/scenarios/exams/fuzz.yaml");
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        s21::loadExamFromString(text, "fuzz.yaml", catalog);
    } catch (const s21::LoadError&) {
    }
    return 0;
}
