#include "round_record.h"

#include "scenario/profile_loader.h"
#include "scenario/spelling.h"

#include <QCryptographicHash>

#include <array>

namespace s21::records {

namespace {

constexpr std::array<Spelling<RecordKind>, 2> kKinds{{
    {"round", RecordKind::Round},
    {"shoe-procedure", RecordKind::ShoeProcedure},
}};

// Every spelling a trainer has stored: schema 9 (schema.cpp) holds the records to these.
constexpr std::array<Spelling<RecordMode>, 3> kModes{{
    {"guided", RecordMode::Guided},
    {"free", RecordMode::Free},
    {"exam", RecordMode::Exam},
}};

constexpr std::array<Spelling<RecordOutcome>, 2> kOutcomes{{
    {"complete", RecordOutcome::Complete},
    {"abandoned", RecordOutcome::Abandoned},
}};

template <typename Value, std::size_t N>
QString nameIn(const std::array<Spelling<Value>, N>& spellings, Value value)
{
    const std::string_view name = spellingOf(spellings, value);
    return QString::fromLatin1(name.data(), static_cast<qsizetype>(name.size()));
}

template <typename Value, std::size_t N>
std::optional<Value> parseIn(const std::array<Spelling<Value>, N>& spellings, const QString& name)
{
    return valueSpelled<Value>(spellings, name.toStdString());
}

} // namespace

QString kindName(RecordKind kind) { return nameIn(kKinds, kind); }
QString modeName(RecordMode mode) { return nameIn(kModes, mode); }
QString outcomeName(RecordOutcome outcome) { return nameIn(kOutcomes, outcome); }
std::optional<RecordKind> parseKind(const QString& name) { return parseIn(kKinds, name); }
std::optional<RecordMode> parseMode(const QString& name) { return parseIn(kModes, name); }
std::optional<RecordOutcome> parseOutcome(const QString& name) { return parseIn(kOutcomes, name); }

QString profileHash(const std::string& yaml)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArray::fromStdString(yaml), QCryptographicHash::Sha256).toHex());
}

QString profileHash(const RuleProfile& profile) { return profileHash(profileYaml(profile)); }

std::vector<RecordedAction> recordedActions(const std::vector<TimedVerdict>& log)
{
    std::vector<RecordedAction> actions;
    actions.reserve(log.size());
    for (const TimedVerdict& entry : log) {
        RecordedAction recorded{entry.verdict.action, entry.milliseconds, entry.verdict.accepted,
                                entry.applied,        entry.section(),    {}};
        if (entry.verdict.isMistake())
            recorded.mistake = entry.verdict.mistake;
        actions.push_back(std::move(recorded));
    }
    return actions;
}

} // namespace s21::records
