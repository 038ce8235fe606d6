#include "round_record.h"

#include "scenario/profile_loader.h"

#include <QCryptographicHash>

namespace s21::records {

QString kindName(RecordKind kind)
{
    return kind == RecordKind::Round ? QStringLiteral("round") : QStringLiteral("shoe-procedure");
}

QString outcomeName(RecordOutcome outcome)
{
    return outcome == RecordOutcome::Complete ? QStringLiteral("complete") : QStringLiteral("abandoned");
}

std::optional<RecordKind> parseKind(const QString& name)
{
    for (const RecordKind kind : {RecordKind::Round, RecordKind::ShoeProcedure})
        if (kindName(kind) == name)
            return kind;
    return std::nullopt;
}

std::optional<RecordOutcome> parseOutcome(const QString& name)
{
    for (const RecordOutcome outcome : {RecordOutcome::Complete, RecordOutcome::Abandoned})
        if (outcomeName(outcome) == name)
            return outcome;
    return std::nullopt;
}

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
