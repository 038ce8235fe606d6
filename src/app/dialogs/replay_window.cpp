#include "app/dialogs/replay_window.h"

#include "app/dialogs/window_size.h"
#include "app/input/gesture_plan.h"
#include "app/table/table_scene.h"
#include "app/table/table_view.h"
#include "app/theme/contrast.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace s21::app {

namespace {

QString stepText(std::size_t index, const records::RecordedAction& action)
{
    QString text = QStringLiteral("%1. %2").arg(index + 1).arg(QString::fromStdString(notation(action.action)));
    if (action.mistake)
        text += QStringLiteral("   ✗ %1 · %2 · %3")
                    .arg(QString::fromStdString(mistakeCodeWords(action.mistake->code)),
                         QString::fromStdString(action.mistake->section),
                         QString::fromStdString(severityName(action.mistake->severity)));
    return text;
}

QString seconds(std::int64_t ms) { return QStringLiteral("%1 s").arg(static_cast<double>(ms) / 1000.0, 0, 'f', 1); }

} // namespace

ReplayWindow::ReplayWindow(const records::RoundRecord& record, QWidget* parent)
    : QDialog(parent), record_(record), replay_(std::make_unique<records::Replay>(record_))
{
    setWindowTitle(tr("Replay: %1 of %2")
                       .arg(record_.kind == records::RecordKind::Round ? tr("round") : tr("shoe procedure"),
                            QLocale().toString(record_.startedAt.toLocalTime(), QLocale::ShortFormat)));
    {
        records::Replay check(record_);
        firstDifference_ = check.replayToEnd();
    }
    scene_ = new TableScene(this);
    view_ = new TableView(scene_, this);
    steps_ = new QListWidget(this);
    steps_->setObjectName(QStringLiteral("replaySteps"));
    steps_->addItem(tr("Before the first action"));
    for (std::size_t i = 0; i < record_.actions.size(); ++i) {
        auto* item = new QListWidgetItem(stepText(i, record_.actions[i]), steps_);
        if (record_.actions[i].mistake)
            item->setForeground(theme::inkOn(theme::kDialogWrongInk, steps_->palette(), QPalette::Base));
    }
    verdict_ = new QLabel(this);
    verdict_->setWordWrap(true);
    verdict_->setMinimumHeight(48);
    agreement_ = new QLabel(agreement(), this);
    agreement_->setObjectName(QStringLiteral("replayAgreement"));
    agreement_->setWordWrap(true); // the note of an earlier rules' revision is long; the usual one stays on a line
    agreement_->setMinimumWidth(agreement_->fontMetrics().horizontalAdvance(tr("Replays exactly as stored.")) + 8);
    agreement_->setStyleSheet(
        firstDifference_ && !judgedUnderEarlierRules(record_)
            ? QStringLiteral("color:%1; font-weight:bold;").arg(theme::inkOn(theme::kDialogWrongInk, palette()).name())
            : QStringLiteral("color:%1;").arg(theme::inkOn(theme::kDialogRightInk, palette()).name()));

    auto* first = new QPushButton(tr("|◀ Start"), this);
    auto* back = new QPushButton(tr("◀ Back"), this);
    auto* next = new QPushButton(tr("Next ▶"), this);
    auto* last = new QPushButton(tr("End ▶|"), this);
    next->setDefault(true);
    // The arrows are read by a screen reader as arrows: each button is named in words.
    first->setAccessibleName(tr("Start"));
    back->setAccessibleName(tr("Back"));
    next->setAccessibleName(tr("Next"));
    last->setAccessibleName(tr("End"));
    auto* controls = new QHBoxLayout;
    for (QPushButton* button : {first, back, next, last})
        controls->addWidget(button);
    controls->addStretch(1);
    controls->addWidget(agreement_);

    auto* side = new QVBoxLayout;
    side->addWidget(new QLabel(
        tr("<b>Seed</b> %1 · <b>%2</b> · %3 · %4")
            .arg(record_.seed, records::modeName(record_.mode), tr("%n point(s)", nullptr, record_.score.points))
            .arg(record_.outcome == records::RecordOutcome::Complete ? tr("dealt to the end") : tr("abandoned")),
        this));
    side->addWidget(steps_, 1);
    side->addWidget(verdict_);
    auto* body = new QHBoxLayout;
    body->addWidget(view_, 3);
    body->addLayout(side, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(body, 1);
    layout->addLayout(controls);

    connect(first, &QPushButton::clicked, this, [this] { showAfter(0); });
    connect(back, &QPushButton::clicked, this, [this] { showAfter(position() == 0 ? 0 : position() - 1); });
    connect(next, &QPushButton::clicked, this, [this] { showAfter(position() + 1); });
    connect(last, &QPushButton::clicked, this, [this] { showAfter(record_.actions.size()); });
    connect(steps_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && static_cast<std::size_t>(row) != position())
            showAfter(static_cast<std::size_t>(row));
    });
    new QShortcut(QKeySequence(Qt::Key_Right), this, [this] { showAfter(position() + 1); });
    new QShortcut(QKeySequence(Qt::Key_Left), this, [this] { showAfter(position() == 0 ? 0 : position() - 1); });
    resize(sizeOnScreen(this, QSize(1200, 720)));
    refresh();
}

ReplayWindow::~ReplayWindow() = default;

std::size_t ReplayWindow::position() const { return replay_->position(); }

QString ReplayWindow::agreement() const
{
    if (firstDifference_ && judgedUnderEarlierRules(record_))
        return tr("Judged under an earlier revision of the rules (%1, now %2): action %3 is judged differently "
                  "by the rules as corrected since.")
            .arg(record_.rulesRevision)
            .arg(kRulesRevision)
            .arg(*firstDifference_ + 1);
    if (firstDifference_)
        return tr("This record does not replay as stored: action %1 differs.").arg(*firstDifference_ + 1);
    return tr("Replays exactly as stored.");
}

void ReplayWindow::showAfter(std::size_t actions)
{
    actions = std::min(actions, record_.actions.size());
    if (actions < replay_->position())
        replay_ = std::make_unique<records::Replay>(record_);
    while (replay_->position() < actions)
        replay_->stepForward();
    refresh();
}

void ReplayWindow::refresh()
{
    const std::size_t at = replay_->position();
    std::vector<Target> wrong;
    if (at > 0) {
        const records::RecordedAction& action = record_.actions[at - 1];
        if (action.mistake) {
            const Guidance places = replay_->round() ? guidanceFor({action.action}, replay_->round()->state())
                                                     : shoeGuidanceFor({action.action});
            for (const Target& place : places.places)
                if (place.kind != Target::Kind::Shoe && place.kind != Target::Kind::TrayChip)
                    wrong.push_back(place);
            verdict_->setText(tr("<span style='color:%5'><b>%1</b> (%2, %3): %4</span>")
                                  .arg(QString::fromStdString(mistakeCodeWords(action.mistake->code)),
                                       QString::fromStdString(action.mistake->section),
                                       QString::fromStdString(severityName(action.mistake->severity)),
                                       QString::fromStdString(action.mistake->explanation).toHtmlEscaped(),
                                       theme::inkOn(theme::kDialogWrongInk, palette()).name()));
        } else {
            verdict_->setText(tr("<span style='color:%3'>✓ %1</span> at %2")
                                  .arg(QString::fromStdString(describe(action.action)).toHtmlEscaped(),
                                       seconds(action.milliseconds),
                                       theme::inkOn(theme::kDialogRightInk, palette()).name()));
        }
    } else {
        verdict_->setText(tr("The table as the round was dealt from."));
    }
    scene_->setMistakes(std::move(wrong));
    if (const Round* round = replay_->round()) {
        scene_->refresh(round->state());
    } else {
        const ShoeState& state = replay_->shoeProcedure()->state();
        std::vector<std::pair<int, std::string>> players;
        for (const int seat : state.situation.seats)
            players.emplace_back(seat, "Seat " + std::to_string(seat));
        scene_->refreshShoe(state, players);
    }
    const QSignalBlocker quiet(steps_);
    steps_->setCurrentRow(static_cast<int>(at));
}

} // namespace s21::app
