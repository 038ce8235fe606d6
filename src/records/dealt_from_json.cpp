#include "dealt_from_json.h"

#include "scenario/shoe_procedure_spellings.h"

#include "core/base/number_text.h"
#include "core/round/faults.h"
#include "core/rules/bonus_spin.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace s21::records {

namespace {

constexpr std::array<Spelling<DiscardSource>, 5> kDiscardSources{{
    {"burn", DiscardSource::Burn},
    {"player-hand", DiscardSource::PlayerHand},
    {"dealer-hand", DiscardSource::DealerHand},
    {"irregular", DiscardSource::Irregular},
    {"undealt", DiscardSource::Undealt},
}};

QString text(std::string_view view) { return QString::fromUtf8(view.data(), static_cast<qsizetype>(view.size())); }
QString text(const std::string& value) { return QString::fromStdString(value); }

[[noreturn]] void bad(const QString& where, const QString& what)
{
    throw StoredTextError((where + QStringLiteral(": ") + what).toStdString());
}

// Readers that name the field they failed on.
const QJsonValue& need(const QJsonValue& value, const QString& where)
{
    if (value.isUndefined())
        bad(where, QStringLiteral("missing"));
    return value;
}
QJsonObject objectAt(const QJsonValue& value, const QString& where)
{
    if (!need(value, where).isObject())
        bad(where, QStringLiteral("not an object"));
    return value.toObject();
}
QJsonArray arrayAt(const QJsonValue& value, const QString& where)
{
    if (!need(value, where).isArray())
        bad(where, QStringLiteral("not a list"));
    return value.toArray();
}
int intAt(const QJsonValue& value, const QString& where)
{
    if (!need(value, where).isDouble())
        bad(where, QStringLiteral("not a number"));
    return value.toInt();
}
bool boolAt(const QJsonValue& value, const QString& where)
{
    if (!need(value, where).isBool())
        bad(where, QStringLiteral("not true or false"));
    return value.toBool();
}
std::string stringAt(const QJsonValue& value, const QString& where)
{
    if (!need(value, where).isString())
        bad(where, QStringLiteral("not text"));
    return value.toString().toStdString();
}
Seed seedAt(const QJsonValue& value, const QString& where)
{
    const auto seed = parseSeed(stringAt(value, where));
    if (!seed)
        bad(where, QStringLiteral("not a seed (") + QString::fromLatin1(kWideSeedText) + QStringLiteral(")"));
    return *seed;
}
Money moneyAt(const QJsonValue& value, const QString& where)
{
    if (!need(value, where).isDouble())
        bad(where, QStringLiteral("not an amount in cents"));
    return Money::cents(value.toInteger());
}
template <typename T>
T parsedAt(Parsed<T> parsed, const QString& where)
{
    if (!parsed)
        bad(where, QString::fromStdString(parsed.error().message));
    return *std::move(parsed);
}
std::vector<Card> cardsAt(const QJsonValue& value, const QString& where)
{
    return parsedAt(parseCards(stringAt(value, where)), where);
}
DealerAction actionAt(const QJsonValue& value, const QString& where)
{
    return parsedAt(parseAction(stringAt(value, where)), where);
}
template <typename Value, typename Spellings>
Value spelledAt(const Spellings& spellings, const QJsonValue& value, const QString& where)
{
    const auto found = valueSpelled<Value>(spellings, stringAt(value, where));
    if (!found)
        bad(where, QStringLiteral("unknown value"));
    return *found;
}
QJsonArray intList(const std::vector<int>& values)
{
    QJsonArray list;
    for (const int value : values)
        list.append(value);
    return list;
}
std::vector<int> intListAt(const QJsonValue& value, const QString& where)
{
    std::vector<int> values;
    for (const QJsonValue& item : arrayAt(value, where))
        values.push_back(intAt(item, where));
    return values;
}

// A round's shoe keeps only the cards it used (withholdAfter); "withheld" counts the rest, written
// only when some are, so a shoe kept whole is the same text as before the count existed. A double
// shoe's side also says its backs and its segregated area, and the side being dealt holds the other
// as "other_side" (MD-BJ 3.C): a single shoe is written as before.
QJsonObject shoeSideJson(const ShoeSideContents& contents, bool doubleShoe)
{
    QJsonObject json{{"cards", text(notation(contents.cards))},
                     {"before_cover_card", contents.cardsBeforeCoverCard},
                     {"face_up", intList(contents.faceUpPositions)}};
    if (contents.withheld > 0)
        json["withheld"] = contents.withheld;
    if (doubleShoe) {
        json["back"] = QString::fromLatin1(cardBackName(contents.back));
        json["segregated"] = text(notation(contents.segregated));
    }
    return json;
}
QJsonObject shoeJson(const Shoe& shoe)
{
    const ShoeContents contents = shoe.contents();
    QJsonObject json = shoeSideJson(contents, contents.otherSide.has_value());
    if (contents.otherSide)
        json["other_side"] = shoeSideJson(*contents.otherSide, true);
    return json;
}
int withheldAt(const QJsonValue& value, const QString& where)
{
    if (value.isUndefined())
        return 0;
    const double count = value.toDouble(-1.0); // -1 for anything but a number
    if (count < 0.0 || count != std::floor(count) || count > 1.0e6)
        bad(where, QStringLiteral("not a count of cards (a whole number, 0 or more)"));
    return static_cast<int>(count);
}
CardBack cardBackAt(const QJsonValue& value, const QString& where)
{
    const auto back = cardBackNamed(stringAt(value, where));
    if (!back)
        bad(where, QStringLiteral("not the back of a card (red or blue)"));
    return *back;
}
ShoeSideContents shoeSideAt(const QJsonObject& shoe, const QString& where, bool doubleShoe)
{
    ShoeSideContents contents;
    contents.cards = cardsAt(shoe["cards"], where + ".cards");
    contents.cardsBeforeCoverCard = intAt(shoe["before_cover_card"], where + ".before_cover_card");
    contents.faceUpPositions = intListAt(shoe["face_up"], where + ".face_up");
    contents.withheld = withheldAt(shoe["withheld"], where + ".withheld");
    if (doubleShoe) {
        contents.back = cardBackAt(shoe["back"], where + ".back");
        contents.segregated = cardsAt(shoe["segregated"], where + ".segregated");
    }
    return contents;
}
Shoe shoeAt(const QJsonValue& value, const QString& where)
{
    const QJsonObject shoe = objectAt(value, where);
    const bool doubleShoe = shoe.contains(QLatin1String("other_side"));
    ShoeContents contents;
    static_cast<ShoeSideContents&>(contents) = shoeSideAt(shoe, where, doubleShoe);
    if (doubleShoe) {
        const QString at = where + QStringLiteral(".other_side");
        contents.otherSide = shoeSideAt(objectAt(shoe["other_side"], at), at, true);
        if (contents.otherSide->back == contents.back)
            bad(at + QStringLiteral(".back"),
                QStringLiteral("the two sides of a double shoe have backs of two colours"));
    }
    return Shoe::resumed(std::move(contents));
}

QJsonObject faultJson(const Fault& fault)
{
    QJsonObject object{{"kind", text(faultName(fault.kind))},
                       {"seat", fault.seat},
                       {"exposed", fault.exposed},
                       {"occurrence", fault.occurrence},
                       {"player_takes_card", fault.playerTakesCard},
                       {"reader_shows_hole_card", fault.readerShowsHoleCard}};
    if (fault.before)
        object["before"] = text(notation(*fault.before));
    if (!fault.chips.isZero()) // a player's chips on a wager (since the players' irregularities, issue 17)
        object["chips"] = qint64{fault.chips.inCents()};
    return object;
}
Fault faultAt(const QJsonValue& value, const QString& where)
{
    const QJsonObject object = objectAt(value, where);
    Fault fault;
    const auto kind = parseFaultKind(stringAt(object["kind"], where + ".kind"));
    if (!kind)
        bad(where + QStringLiteral(".kind"), QStringLiteral("unknown fault"));
    fault.kind = *kind;
    fault.seat = intAt(object["seat"], where + ".seat");
    fault.exposed = boolAt(object["exposed"], where + ".exposed");
    fault.occurrence = intAt(object["occurrence"], where + ".occurrence");
    fault.playerTakesCard = boolAt(object["player_takes_card"], where + ".player_takes_card");
    fault.readerShowsHoleCard = boolAt(object["reader_shows_hole_card"], where + ".reader_shows_hole_card");
    if (object.contains("before"))
        fault.before = actionAt(object["before"], where + ".before");
    if (object.contains("chips"))
        fault.chips = moneyAt(object["chips"], where + ".chips");
    return fault;
}

// A wheel's stops as text ("$350", "jackpot"), and back.
QJsonArray wheelJson(const std::vector<WheelStop>& stops)
{
    QJsonArray wheel;
    for (const WheelStop& stop : stops)
        wheel.append(text(describe(stop)));
    return wheel;
}
std::vector<WheelStop> wheelStopsAt(const QJsonValue& value, const QString& where)
{
    std::vector<WheelStop> stops;
    for (const QJsonValue& item : arrayAt(value, where)) {
        const auto stop = parseWheelStop(stringAt(item, where + " item"));
        if (!stop)
            bad(where + QStringLiteral(" item"), QStringLiteral("not a wheel stop"));
        stops.push_back(*stop);
    }
    return stops;
}

// A shared box's line (MA-S21 13) as a list of objects, each player's wager and choices.
QJsonArray behindJson(const std::vector<BehindSetup>& line)
{
    QJsonArray list;
    for (const BehindSetup& behind : line)
        list.append(QJsonObject{{"player", text(behind.player)},
                                {"bankroll", qint64{behind.bankroll.inCents()}},
                                {"wager", qint64{behind.wager.inCents()}},
                                {"doubles", behind.doubles},
                                {"split_hand", behind.splitHand},
                                {"insurance", qint64{behind.insurance.inCents()}}});
    return list;
}
std::vector<BehindSetup> behindAt(const QJsonValue& value, const QString& where)
{
    std::vector<BehindSetup> line;
    for (const QJsonValue& item : arrayAt(value, where)) {
        const QString at = where + QStringLiteral(" item");
        const QJsonObject behind = objectAt(item, at);
        line.push_back({stringAt(behind["player"], at + ".player"), moneyAt(behind["bankroll"], at + ".bankroll"),
                        moneyAt(behind["wager"], at + ".wager"), boolAt(behind["doubles"], at + ".doubles"),
                        intAt(behind["split_hand"], at + ".split_hand"),
                        moneyAt(behind["insurance"], at + ".insurance")});
    }
    return line;
}

QJsonObject roundJson(const RoundSetup& setup)
{
    QJsonArray seats;
    for (const SeatSetup& seat : setup.seats) {
        QJsonObject object{{"seat", seat.seat},
                           {"player", text(seat.player)},
                           {"bankroll", qint64{seat.bankroll.inCents()}},
                           {"wager", qint64{seat.wager.inCents()}},
                           {"match", qint64{seat.matchWager.inCents()}},
                           {"bonus_spin", qint64{seat.bonusSpinWager.inCents()}}};
        // Written only where placed, so a round without the Xtreme 16 is the same text as before it.
        if (!seat.xtremeWager.isZero())
            object["xtreme"] = qint64{seat.xtremeWager.inCents()};
        // Only when used, so that a round dealt without coupons keeps the text it was stored and sealed as.
        if (!seat.coupon.isZero())
            object["coupon"] = qint64{seat.coupon.inCents()};
        if (!seat.matchCoupon.isZero())
            object["match_coupon"] = qint64{seat.matchCoupon.inCents()};
        // A shared box's line and a standing caller, the same: only on a box that has them.
        if (!seat.behind.empty())
            object["behind"] = behindJson(seat.behind);
        if (!seat.callerSeated)
            object["caller_seated"] = false;
        seats.append(object);
    }
    QJsonArray rack;
    for (const DiscardGroup& group : setup.rack.groups()) {
        QJsonObject placed{{"source", text(spellingOf(kDiscardSources, group.source))},
                           {"seat", group.seat},
                           {"hand", group.hand},
                           {"cards", text(notation(group.cards))}};
        if (group.back != CardBack::Red) // a double shoe's blue side: a single shoe's rack reads as before
            placed["back"] = QString::fromLatin1(cardBackName(group.back));
        rack.append(placed);
    }
    QJsonArray faults;
    for (const Fault& fault : setup.faults)
        faults.append(faultJson(fault));
    QJsonObject round{{"seats", seats},
                      {"shoe", shoeJson(setup.shoe)},
                      {"burn_first", setup.burnFirst},
                      {"tray", qint64{setup.tray.inCents()}},
                      {"rack", rack},
                      {"seed", text(seedText(setup.seed))},
                      {"faults", faults},
                      {"wheel", wheelJson(setup.wheelStops)}};
    if (!setup.xtremeStops.empty())
        round["xtreme_wheel"] = wheelJson(setup.xtremeStops);
    return round;
}
RoundSetup roundAt(const QJsonValue& value, const QString& where)
{
    const QJsonObject object = objectAt(value, where);
    RoundSetup setup;
    for (const QJsonValue& item : arrayAt(object["seats"], where + ".seats")) {
        const QString at = where + QStringLiteral(".seats item");
        const QJsonObject seat = objectAt(item, at);
        const auto optionalMoney = [&](const char* key) {
            return seat.contains(QLatin1String(key)) ? moneyAt(seat[QLatin1String(key)], at + "." + key) : Money();
        };
        setup.seats.push_back({intAt(seat["seat"], at + ".seat"), stringAt(seat["player"], at + ".player"),
                               moneyAt(seat["bankroll"], at + ".bankroll"), moneyAt(seat["wager"], at + ".wager"),
                               moneyAt(seat["match"], at + ".match"), moneyAt(seat["bonus_spin"], at + ".bonus_spin"),
                               optionalMoney("xtreme"), optionalMoney("coupon"), optionalMoney("match_coupon")});
        if (seat.contains(QLatin1String("behind")))
            setup.seats.back().behind = behindAt(seat["behind"], at + ".behind");
        if (seat.contains(QLatin1String("caller_seated")))
            setup.seats.back().callerSeated = boolAt(seat["caller_seated"], at + ".caller_seated");
    }
    setup.shoe = shoeAt(object["shoe"], where + ".shoe");
    setup.burnFirst = boolAt(object["burn_first"], where + ".burn_first");
    setup.tray = moneyAt(object["tray"], where + ".tray");
    for (const QJsonValue& item : arrayAt(object["rack"], where + ".rack")) {
        const QString at = where + QStringLiteral(".rack item");
        const QJsonObject group = objectAt(item, at);
        const std::vector<Card> cards = cardsAt(group["cards"], at + ".cards");
        setup.rack.placeBacks(group.contains(QLatin1String("back")) ? cardBackAt(group["back"], at + ".back")
                                                                    : CardBack::Red);
        setup.rack.place(spelledAt<DiscardSource>(kDiscardSources, group["source"], at + ".source"),
                         intAt(group["seat"], at + ".seat"), intAt(group["hand"], at + ".hand"), cards);
    }
    setup.seed = seedAt(object["seed"], where + ".seed");
    for (const QJsonValue& item : arrayAt(object["faults"], where + ".faults"))
        setup.faults.push_back(faultAt(item, where + ".faults item"));
    setup.wheelStops = wheelStopsAt(object["wheel"], where + ".wheel");
    if (!object["xtreme_wheel"].isUndefined()) // written only where the Xtreme 16 was offered
        setup.xtremeStops = wheelStopsAt(object["xtreme_wheel"], where + ".xtreme_wheel");
    return setup;
}

QJsonObject situationJson(const ShoeSituation& situation)
{
    QJsonArray incidents;
    for (const ShoeIncident& incident : situation.incidents) {
        QJsonObject object{{"kind", text(shoeIncidentName(incident.kind))}};
        if (incident.after)
            object["after"] = text(notation(*incident.after));
        incidents.append(object);
    }
    return {{"start", text(spellingOf(kShoeStarts, situation.start))},
            {"shuffle", text(spellingOf(kShuffleMethods, situation.shuffle))},
            {"seats", intList(situation.seats)},
            {"first_player", situation.firstPlayer},
            {"cover_card_seat", situation.coverCardSeat},
            {"last_first_offer", situation.lastFirstOffer},
            {"decks_contain_tens", situation.decksContainTens},
            {"spread_face_up", situation.spreadFaceUp},
            {"shoe_in_play", shoeJson(situation.shoeInPlay)},
            {"seed", text(seedText(situation.seed))},
            {"incidents", incidents}};
}
ShoeSituation situationAt(const QJsonValue& value, const QString& where)
{
    const QJsonObject object = objectAt(value, where);
    ShoeSituation situation;
    situation.start = spelledAt<ShoeStart>(kShoeStarts, object["start"], where + ".start");
    situation.shuffle = spelledAt<ShuffleMethod>(kShuffleMethods, object["shuffle"], where + ".shuffle");
    situation.seats = intListAt(object["seats"], where + ".seats");
    situation.firstPlayer = intAt(object["first_player"], where + ".first_player");
    situation.coverCardSeat = intAt(object["cover_card_seat"], where + ".cover_card_seat");
    situation.lastFirstOffer = intAt(object["last_first_offer"], where + ".last_first_offer");
    situation.decksContainTens = boolAt(object["decks_contain_tens"], where + ".decks_contain_tens");
    situation.spreadFaceUp = boolAt(object["spread_face_up"], where + ".spread_face_up");
    situation.shoeInPlay = shoeAt(object["shoe_in_play"], where + ".shoe_in_play");
    situation.seed = seedAt(object["seed"], where + ".seed");
    for (const QJsonValue& item : arrayAt(object["incidents"], where + ".incidents")) {
        const QString at = where + QStringLiteral(".incidents item");
        const QJsonObject incident = objectAt(item, at);
        ShoeIncident read;
        bool known = false;
        for (const ShoeIncidentKind kind : kShoeIncidentKinds)
            if (shoeIncidentName(kind) == stringAt(incident["kind"], at + ".kind")) {
                read.kind = kind;
                known = true;
            }
        if (!known)
            bad(at + QStringLiteral(".kind"), QStringLiteral("unknown incident"));
        if (incident.contains("after"))
            read.after = actionAt(incident["after"], at + ".after");
        situation.incidents.push_back(read);
    }
    return situation;
}

// Per seat, a list of answers: {"3": [...], ...}.
template <typename Answer, typename Write>
QJsonObject perSeat(const std::map<int, std::vector<Answer>>& answers, Write write)
{
    QJsonObject object;
    for (const auto& [seat, list] : answers) {
        QJsonArray items;
        for (const Answer& answer : list)
            items.append(write(answer));
        object[QString::number(seat)] = items;
    }
    return object;
}
template <typename Answer, typename Read>
std::map<int, std::vector<Answer>> perSeatAt(const QJsonValue& value, const QString& where, Read read)
{
    std::map<int, std::vector<Answer>> answers;
    const QJsonObject object = objectAt(value, where);
    for (auto seat = object.begin(); seat != object.end(); ++seat) {
        const QString at = where + QStringLiteral(" seat ") + seat.key();
        bool ok = false;
        const int number = seat.key().toInt(&ok);
        if (!ok)
            bad(at, QStringLiteral("not a seat number"));
        for (const QJsonValue& item : arrayAt(seat.value(), at))
            answers[number].push_back(read(item, at));
    }
    return answers;
}

QJsonObject answersJson(const RecordedAnswers& answers)
{
    QJsonObject insurance;
    for (const auto& [seat, amount] : answers.insurance)
        insurance[QString::number(seat)] = qint64{amount.inCents()};
    QJsonObject object{
        {"decisions", perSeat(answers.decisions, [](Decision decision) { return text(decisionName(decision)); })},
        {"insurance", insurance},
        {"rescues", perSeat(answers.rescues, [](bool rescue) { return rescue; })},
        {"cuts", perSeat(answers.cuts, [](const CutAnswer& cut) { return cut.accepts ? cut.cardsAbove : -1; })},
    };
    // Only when a player doubled: the text of a round without doubles stays as it was written (and signed)
    // before doubles for less.
    if (!answers.doubles.empty())
        object["doubles"] = perSeat(answers.doubles, [](Money amount) { return qint64{amount.inCents()}; });
    // Only when a player was offered even money (MD-BJ 8.E): as with doubles, older rounds' text stays.
    if (!answers.evenMoney.empty()) {
        QJsonObject evenMoney;
        for (const auto& [seat, takes] : answers.evenMoney)
            evenMoney[QString::number(seat)] = takes;
        object["even_money"] = evenMoney;
    }
    return object;
}
RecordedAnswers answersAt(const QJsonValue& value, const QString& where)
{
    const QJsonObject object = objectAt(value, where);
    RecordedAnswers answers;
    answers.decisions =
        perSeatAt<Decision>(object["decisions"], where + ".decisions", [](const QJsonValue& item, const QString& at) {
            const auto decision = parseDecision(stringAt(item, at));
            if (!decision)
                bad(at, QStringLiteral("unknown decision"));
            return *decision;
        });
    answers.rescues = perSeatAt<bool>(object["rescues"], where + ".rescues", boolAt);
    if (object.contains("doubles")) // a round stored before doubles for less: every double was for the full wager
        answers.doubles = perSeatAt<Money>(object["doubles"], where + ".doubles", moneyAt);
    answers.cuts = perSeatAt<CutAnswer>(object["cuts"], where + ".cuts", [](const QJsonValue& item, const QString& at) {
        const int above = intAt(item, at);
        return above < 0 ? CutAnswer::refuse() : CutAnswer::cutAt(above);
    });
    const QJsonObject insurance = objectAt(object["insurance"], where + ".insurance");
    for (auto seat = insurance.begin(); seat != insurance.end(); ++seat)
        answers.insurance[seat.key().toInt()] = moneyAt(seat.value(), where + ".insurance seat " + seat.key());
    if (object.contains("even_money")) { // a round stored before even money: no one was offered it
        const QJsonObject evenMoney = objectAt(object["even_money"], where + ".even_money");
        for (auto seat = evenMoney.begin(); seat != evenMoney.end(); ++seat)
            answers.evenMoney[seat.key().toInt()] = boolAt(seat.value(), where + ".even_money seat " + seat.key());
    }
    return answers;
}

} // namespace

QByteArray dealtFromJson(const DealtFrom& dealtFrom)
{
    QJsonObject object{{"answers", answersJson(dealtFrom.answers)}, {"play_on", dealtFrom.playOn}};
    if (dealtFrom.round)
        object["round"] = roundJson(*dealtFrom.round);
    if (dealtFrom.shoeProcedure)
        object["shoe_procedure"] = situationJson(*dealtFrom.shoeProcedure);
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

DealtFrom dealtFromFromJson(const QByteArray& json, RuleProfile profile)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        bad(QStringLiteral("offset %1").arg(error.offset), error.errorString());
    const QJsonObject object = objectAt(document.object(), QStringLiteral("document"));
    DealtFrom dealtFrom;
    dealtFrom.profile = std::move(profile);
    dealtFrom.answers = answersAt(object["answers"], QStringLiteral("answers"));
    dealtFrom.playOn = boolAt(object["play_on"], QStringLiteral("play_on"));
    if (object.contains("round")) {
        dealtFrom.round = roundAt(object["round"], QStringLiteral("round"));
        dealtFrom.round->profile = dealtFrom.profile;
    }
    if (object.contains("shoe_procedure"))
        dealtFrom.shoeProcedure = situationAt(object["shoe_procedure"], QStringLiteral("shoe_procedure"));
    if (dealtFrom.round.has_value() == dealtFrom.shoeProcedure.has_value())
        bad(QStringLiteral("document"), QStringLiteral("needs exactly one of round and shoe_procedure"));
    return dealtFrom;
}

} // namespace s21::records
