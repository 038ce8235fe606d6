#include "app/session/exam_run.h"

#include "app/session/exam_library.h"
#include "certification/entropy.h"
#include "core/procedure/step_kind.h"
#include "records/sitting_proof.h"
#include "scenario/profile_loader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <set>
#include <stdexcept>

namespace s21::app {

namespace {

const Scenario& scenarioWithId(const std::vector<ScenarioEntry>& library, const std::string& id)
{
    for (const ScenarioEntry& entry : library)
        if (entry.scenario.id == id)
            return entry.scenario;
    throw std::invalid_argument("the exam names the scenario '" + id + "', which is not in the library");
}

// The games the exam's named scenarios are dealt in (game.h). A drill part draws from the scenarios
// of those games only: a drill's folder holds Spanish 21's and blackjack's scenarios side by side,
// and a Spanish 21 exam must never deal a blackjack round, nor the reverse. Every game when the exam
// names no scenario.
std::set<Game> gamesOf(const ExamDefinition& exam, const std::vector<ScenarioEntry>& library)
{
    std::set<Game> games;
    for (const ExamPart& part : exam.parts)
        for (const std::string& id : part.scenarios)
            games.insert(scenarioWithId(library, id).profile.game);
    return games;
}

// `rounds` of the skill's scenarios of `games` (all when empty) in an order drawn from the operating
// system: each scenario once before any comes again.
std::vector<Scenario> drawnFromDrill(const std::vector<ScenarioEntry>& library, const std::string& skill, int rounds,
                                     const std::set<Game>& games)
{
    std::vector<const Scenario*> drilled;
    for (const ScenarioEntry& entry : library)
        if (std::find(entry.scenario.drills.begin(), entry.scenario.drills.end(), skill) !=
                entry.scenario.drills.end() &&
            (games.empty() || games.contains(entry.scenario.profile.game)))
            drilled.push_back(&entry.scenario);
    if (drilled.empty())
        throw std::invalid_argument("the exam draws from the drill '" + skill +
                                    "', which no scenario of the exam's game drills");
    std::vector<Scenario> drawn;
    std::vector<const Scenario*> left;
    while (static_cast<int>(drawn.size()) < rounds) {
        if (left.empty())
            left = drilled;
        const auto pick = static_cast<std::ptrdiff_t>(certification::entropyBelow(left.size()));
        drawn.push_back(*left[static_cast<std::size_t>(pick)]);
        left.erase(left.begin() + pick);
    }
    return drawn;
}

RuleProfile profileNamed(const std::vector<ProfileEntry>& profiles, const std::string& idOrPath)
{
    for (const ProfileEntry& entry : profiles)
        if (entry.profile.id == idOrPath)
            return entry.profile;
    if (idOrPath.find('/') != std::string::npos)
        return loadProfile(idOrPath); // the exam loader made it absolute and loaded it once already
    throw std::invalid_argument("the exam deals by the profile '" + idOrPath + "', which the trainer does not have");
}

} // namespace

std::vector<ExamRun::PlannedRound> ExamRun::plan(const ExamDefinition& exam, const std::vector<ScenarioEntry>& library)
{
    std::vector<PlannedRound> rounds;
    const std::set<Game> games = gamesOf(exam, library);
    for (std::size_t p = 0; p < exam.parts.size(); ++p) {
        const ExamPart& part = exam.parts[p];
        switch (part.kind) {
        case ExamPartKind::Scenarios:
            for (const std::string& id : part.scenarios)
                rounds.push_back({p, scenarioWithId(library, id)});
            break;
        case ExamPartKind::Drill:
            for (Scenario& scenario : drawnFromDrill(library, part.skill, part.rounds, games))
                rounds.push_back({p, std::move(scenario)});
            break;
        case ExamPartKind::RandomPlay:
            for (int r = 0; r < part.rounds; ++r)
                rounds.push_back({p, std::nullopt});
            break;
        }
    }
    return rounds;
}

namespace {

QString text(const std::string& value) { return QString::fromStdString(value); }

QString base64(const QByteArray& bytes) { return QString::fromLatin1(bytes.toBase64()); }

// 2: each finished round named by its uuid and its hash (records::roundHash); 1 named the uuid alone.
constexpr int kSittingVersion = 2;

} // namespace

ExamRun::ExamRun(ExamDefinition exam, records::ExamAttempt attempt, const std::vector<ScenarioEntry>& library,
                 const std::vector<ProfileEntry>& profiles)
    : ExamRun(exam, std::move(attempt), plan(exam, library), profiles)
{
}

ExamRun::ExamRun(ExamDefinition exam, records::ExamAttempt attempt, std::vector<PlannedRound> plan,
                 const std::vector<ProfileEntry>& profiles)
    : exam_(std::move(exam)), attempt_(std::move(attempt)), plan_(std::move(plan))
{
    attempt_.parts.assign(exam_.parts.size(), {});
    attempt_.partTitles.clear();
    for (const ExamPart& part : exam_.parts) {
        attempt_.partTitles.push_back(QString::fromStdString(part.title));
        partProfiles_.push_back(part.kind == ExamPartKind::RandomPlay ? profileNamed(profiles, part.profile)
                                                                      : RuleProfile{});
    }
}

QByteArray ExamRun::progress(const std::vector<records::RecordedAction>& current, const QByteArray& sealedRound) const
{
    QJsonArray plan;
    for (const PlannedRound& round : plan_)
        plan.append(QJsonObject{
            {QStringLiteral("part"), static_cast<qint64>(round.part)},
            {QStringLiteral("scenario"), round.scenario ? QJsonValue(text(round.scenario->id)) : QJsonValue()}});
    QJsonArray rounds;
    for (const auto& part : attempt_.parts)
        for (const records::RoundRecord& round : part)
            rounds.append(QJsonObject{{QStringLiteral("uuid"), round.uuid},
                                      {QStringLiteral("hash"), base64(records::roundHash(round))}});
    QJsonArray events;
    for (const records::AttemptEvent& event : attempt_.events)
        events.append(QJsonObject{{QStringLiteral("at"), event.at.toString(Qt::ISODateWithMs)},
                                  {QStringLiteral("what"), event.what}});
    QJsonArray actions;
    for (const records::RecordedAction& action : current)
        actions.append(QJsonObject{{QStringLiteral("action"), text(notation(action.action))},
                                   {QStringLiteral("ms"), static_cast<qint64>(action.milliseconds)}});
    QJsonObject json = records::attemptHeaderJson(attempt_);
    QJsonObject exam = json.value(QStringLiteral("exam")).toObject();
    exam.insert(QStringLiteral("yaml"), QString::fromUtf8(attempt_.examFile));
    json.insert(QStringLiteral("exam"), exam);
    json.insert(QStringLiteral("format"), QStringLiteral("s21-exam-sitting"));
    json.insert(QStringLiteral("version"), kSittingVersion);
    json.insert(QStringLiteral("plan"), plan);
    json.insert(QStringLiteral("rounds"), rounds);
    json.insert(QStringLiteral("current"), actions);
    json.insert(QStringLiteral("current_round"), base64(sealedRound));
    json.insert(QStringLiteral("events"), events);
    return QJsonDocument(json).toJson(QJsonDocument::Compact);
}

std::vector<records::RecordedAction> ExamRun::savedActions(const QByteArray& progress)
{
    std::vector<records::RecordedAction> actions;
    for (const QJsonValue& value :
         QJsonDocument::fromJson(progress).object().value(QStringLiteral("current")).toArray()) {
        const QJsonObject saved = value.toObject();
        const Parsed<DealerAction> action = parseAction(saved.value(QStringLiteral("action")).toString().toStdString());
        if (!action)
            throw std::runtime_error("a saved action cannot be read: " + action.error().message);
        records::RecordedAction recorded;
        recorded.action = *action;
        recorded.milliseconds = saved.value(QStringLiteral("ms")).toInteger();
        actions.push_back(recorded);
    }
    return actions;
}

QByteArray ExamRun::savedRound(const QByteArray& progress)
{
    return QByteArray::fromBase64(
        QJsonDocument::fromJson(progress).object().value(QStringLiteral("current_round")).toString().toLatin1());
}

ExamRun ExamRun::restored(const QByteArray& progress, const std::vector<ScenarioEntry>& library,
                          const std::vector<ProfileEntry>& profiles, const records::RecordsDatabase& records)
{
    QJsonParseError error{};
    const QJsonObject json = QJsonDocument::fromJson(progress, &error).object();
    if (error.error != QJsonParseError::NoError ||
        json.value(QStringLiteral("format")) != QStringLiteral("s21-exam-sitting"))
        throw std::runtime_error("the saved progress of the exam cannot be read");
    if (json.value(QStringLiteral("version")).toInt() != kSittingVersion)
        throw std::runtime_error("the saved progress was written by an earlier trainer, which did not name its "
                                 "rounds by their hashes");
    records::ExamAttempt attempt;
    static_cast<records::AttemptHeader&>(attempt) = records::readAttemptHeader(json);
    attempt.examFile = json.value(QStringLiteral("exam")).toObject().value(QStringLiteral("yaml")).toString().toUtf8();
    ExamDefinition definition;
    try {
        definition = loadExamFromString(attempt.examFile.toStdString(), attempt.examId.toStdString() + ".yaml",
                                        examCatalogOf(library, profiles));
    } catch (const std::exception& problem) {
        throw std::runtime_error(std::string("the exam no longer loads against this library: ") + problem.what());
    }
    std::vector<PlannedRound> plan;
    for (const QJsonValue& value : json.value(QStringLiteral("plan")).toArray()) {
        const QJsonObject round = value.toObject();
        const auto part = static_cast<std::size_t>(round.value(QStringLiteral("part")).toInteger());
        if (part >= definition.parts.size())
            throw std::runtime_error("the saved plan names a part the exam does not have");
        const QJsonValue scenario = round.value(QStringLiteral("scenario"));
        plan.push_back({part, scenario.isString()
                                  ? std::optional(scenarioWithId(library, scenario.toString().toStdString()))
                                  : std::nullopt});
    }
    for (const QJsonValue& value : json.value(QStringLiteral("events")).toArray()) {
        const QJsonObject event = value.toObject();
        attempt.events.push_back(
            {QDateTime::fromString(event.value(QStringLiteral("at")).toString(), Qt::ISODateWithMs).toUTC(),
             event.value(QStringLiteral("what")).toString()});
    }
    ExamRun run(std::move(definition), std::move(attempt), std::move(plan), profiles);
    for (const QJsonValue& value : json.value(QStringLiteral("rounds")).toArray()) {
        const QString uuid = value.toObject().value(QStringLiteral("uuid")).toString();
        std::optional<records::RoundRecord> round = records.loadRound(uuid);
        if (!round)
            throw std::runtime_error("a finished round of the attempt is no longer in the records: " +
                                     uuid.toStdString());
        // The round as dealt: a stored round changed since, or another's put in its place, is not it.
        if (base64(records::roundHash(*round)) != value.toObject().value(QStringLiteral("hash")).toString())
            throw std::runtime_error("the stored round " + uuid.toStdString() +
                                     " is not the round this sitting dealt: it was changed after it was dealt");
        run.record(std::move(*round));
    }
    return run;
}

SessionOptions ExamRun::randomPlayOptions(std::size_t part, Seed seed) const
{
    const ExamPart& defined = exam_.parts.at(part);
    SessionOptions options;
    options.profile = partProfiles_.at(part);
    options.mode = Mode::Free;
    options.players = defined.players;
    options.seed = seed;
    options.shoe = ShoePreparation::Skip;
    options.irregularities = defined.irregularities;
    options.secretShoes = true;
    return options;
}

void ExamRun::record(records::RoundRecord round)
{
    if (finished())
        throw std::logic_error("ExamRun::record: the attempt has ended");
    attempt_.parts[next().part].push_back(std::move(round));
    ++done_;
}

void ExamRun::finish(const QDateTime& endedAt) { judge(endedAt); }

void ExamRun::failWith(const QDateTime& endedAt, const QString& what)
{
    endWith(endedAt, what, records::AttemptResult::Failed);
}

void ExamRun::voidWith(const QDateTime& endedAt, const QString& what)
{
    endWith(endedAt, what, records::AttemptResult::Voided);
}

void ExamRun::endWith(const QDateTime& endedAt, const QString& what, records::AttemptResult result)
{
    attempt_.events.push_back({endedAt, what});
    judge(endedAt);
    attempt_.outcome.passed = false;
    attempt_.outcome.reasons.insert(attempt_.outcome.reasons.begin(), what.toStdString());
    attempt_.result = result;
}

void ExamRun::judge(const QDateTime& endedAt)
{
    ended_ = true;
    attempt_.endedAt = endedAt;
    std::vector<ExamPartResult> results(attempt_.parts.size());
    QDateTime first;
    QDateTime last;
    for (std::size_t p = 0; p < attempt_.parts.size(); ++p)
        for (const records::RoundRecord& round : attempt_.parts[p]) {
            results[p].rounds.push_back(round.score);
            for (std::size_t a = 1; a < round.actions.size(); ++a)
                results[p].steps.push_back({std::string(stepKindOf(notation(round.actions[a].action))),
                                            round.actions[a].milliseconds - round.actions[a - 1].milliseconds});
            if (!first.isValid())
                first = round.startedAt;
            last = round.endedAt;
        }
    const std::int64_t totalMs = first.isValid() ? first.msecsTo(last) : 0;
    attempt_.outcome = judgeExam(exam_, results, totalMs);
    attempt_.result = attempt_.outcome.passed ? records::AttemptResult::Passed : records::AttemptResult::Failed;
}

} // namespace s21::app
