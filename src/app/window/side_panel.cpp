#include "app/window/side_panel.h"

#include "app/session/drill_names.h"
#include "app/theme/theme.h"
#include "app/window/framed_label.h"
#include "app/window/log_line_delegate.h"
#include "app/window/opaque_fill.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace s21::app {

namespace {

// The mode box's entries: guided practice, free practice, then (when there are skills) a drill.
constexpr int kDrillMode = 2;

// `label`, wrapping rich text from its top left.
QLabel* wrapping(QLabel* label)
{
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

// A wrapping label in a scrolling frame at least `lines` lines high: its height follows the window,
// never the text, so a longer text scrolls inside it, nothing of it is cut and the rows below never
// move as it changes. `stretch` 0: exactly `lines` high.
QLabel* linesFrame(int lines, int stretch, QWidget* parent, QWidget** frame)
{
    auto* scroll = new QScrollArea(parent);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFocusPolicy(Qt::NoFocus);
    // The label fills the whole viewport with the panel's colour, opaque (framed_label.h): no style
    // sheet here, where one saying "transparent" would make the label transparent too.
    scroll->viewport()->setAutoFillBackground(false);
    fillOpaque(*scroll->verticalScrollBar()->parentWidget(), theme::kWindowFill); // beside it, as the label
    QLabel* label = wrapping(new FramedLabel(scroll, theme::kWindowFill));
    scroll->setWidget(label);
    const QFontMetrics metrics(label->font());
    const int height = (lines - 1) * metrics.lineSpacing() + metrics.height() + 2;
    if (stretch == 0)
        scroll->setFixedHeight(height);
    else
        scroll->setMinimumHeight(height);
    *frame = scroll;
    return label;
}

// A titled box of linesFrame(lines, stretch), added to `layout` with that stretch.
QLabel* boxed(const QString& title, int lines, int stretch, QVBoxLayout* layout, QWidget* parent)
{
    auto* box = new QGroupBox(title, parent);
    QWidget* frame = nullptr;
    QLabel* label = linesFrame(lines, stretch, box, &frame);
    auto* inside = new QVBoxLayout(box);
    inside->setContentsMargins(0, 0, 0, 0); // the box's padding (the window's style sheet) is room enough
    inside->addWidget(frame);
    layout->addWidget(box, stretch);
    return label;
}

// A choice among rates (0 to 1), each with its label, showing `current`.
QComboBox* rateChoice(std::initializer_list<std::pair<QString, double>> rates, double current, QWidget* parent)
{
    auto* box = new QComboBox(parent);
    for (const auto& [label, rate] : rates) {
        box->addItem(label, rate);
        if (std::abs(rate - current) < 1e-9)
            box->setCurrentIndex(box->count() - 1);
    }
    return box;
}

// A status line under the trainee: quiet when all is well, a warning badge when not.
void showStatus(QLabel* label, const QString& text, bool fine)
{
    label->setText(text);
    label->setMargin(fine ? 0 : 4); // the alert's inner space, counted in the label's height for its width
    label->setStyleSheet(fine ? QStringLiteral("color:%1; font-size:%2px;")
                                    .arg(theme::kRecordsSavingInk.name(), QString::number(theme::kRecordsStatusPx))
                              : QStringLiteral("color:%1; background:%2; font-weight:bold; border-radius:4px;")
                                    .arg(theme::kRecordsAlertInk.name(), theme::kRecordsAlertFill.name()));
}

} // namespace

SidePanel::SidePanel(const SessionOptions& options, const std::vector<ProfileEntry>& profiles,
                     const QStringList& skills, bool hasScenarios, QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("panel"));
    setAttribute(Qt::WA_StyledBackground);
    setFixedWidth(theme::kPanelWidth);
    auto* layout = new QVBoxLayout(this);
    layout->setSpacing(4);
    layout->addWidget(new QLabel(tr("<b style='font-size:%1px; color:%2'>Spanish 21 Dealer Trainer</b>")
                                     .arg(QString::number(theme::kPanelTitlePx), theme::kWindowGold.name()),
                                 this));

    auto* traineeRow = new QHBoxLayout;
    trainee_ = new QLabel(this);
    trainee_->setObjectName(QStringLiteral("traineeName"));
    auto* traineeButton = new QPushButton(tr("Trainee…"), this);
    traineeButton->setObjectName(QStringLiteral("traineeButton"));
    auto* historyButton = new QPushButton(tr("History…"), this);
    historyButton->setObjectName(QStringLiteral("historyButton"));
    auto* progressButton = new QPushButton(tr("Progress…"), this);
    progressButton->setObjectName(QStringLiteral("progressButton"));
    auto* examButton = new QPushButton(tr("Exam…"), this);
    examButton->setObjectName(QStringLiteral("examButton"));
    examButton->setToolTip(tr("A supervisor starts a certification exam for this dealer"));
    // The name on a line of its own, so a long one is never cut by the buttons.
    trainee_->setWordWrap(true);
    layout->addWidget(trainee_);
    for (QPushButton* button : {traineeButton, historyButton, progressButton, examButton}) {
        button->setFocusPolicy(Qt::TabFocus);
        traineeRow->addWidget(button, 1);
        practiceOnly_.push_back(button);
    }
    layout->addLayout(traineeRow);
    recordsStatus_ = new QLabel(this);
    recordsStatus_->setObjectName(QStringLiteral("recordsStatus"));
    recordsStatus_->setWordWrap(true);
    layout->addWidget(recordsStatus_);
    serverStatus_ = new QLabel(this);
    serverStatus_->setObjectName(QStringLiteral("serverStatus"));
    serverStatus_->setWordWrap(true);
    serverStatus_->hide();
    layout->addWidget(serverStatus_);
    commands_.trainee =
        commandFor(traineeButton, tr("&Trainee…"), QKeySequence(Qt::CTRL | Qt::Key_T), &SidePanel::traineeRequested);
    commands_.history =
        commandFor(historyButton, tr("&History…"), QKeySequence(Qt::CTRL | Qt::Key_H), &SidePanel::historyRequested);
    commands_.progress =
        commandFor(progressButton, tr("&Progress…"), QKeySequence(Qt::CTRL | Qt::Key_P), &SidePanel::progressRequested);
    commands_.exam =
        commandFor(examButton, tr("Start an &exam…"), QKeySequence(Qt::CTRL | Qt::Key_E), &SidePanel::examRequested);

    auto* settings = new QWidget(this);
    practiceOnly_.push_back(settings);
    auto* form = new QFormLayout(settings);
    form->setContentsMargins(0, 0, 0, 0);
    auto* modeBox = new QComboBox(this);
    modeBox->setObjectName(QStringLiteral("modeBox"));
    modeBox->addItem(tr("Guided practice"));
    modeBox->addItem(tr("Free practice"));
    if (!skills.isEmpty())
        modeBox->addItem(tr("Drill one skill"));
    modeBox->setCurrentIndex(options.mode == Mode::Guided ? 0 : 1);
    auto* skillBox = new QComboBox(this);
    skillBox->setObjectName(QStringLiteral("skillBox"));
    for (const QString& skill : skills)
        skillBox->addItem(drillName(skill), skill); // the words shown, the id chosen
    skillBox->setEnabled(false);
    auto* profileBox = new QComboBox(this);
    profileBox->setObjectName(QStringLiteral("profileBox"));
    for (std::size_t i = 0; i < profiles.size(); ++i) {
        profileBox->addItem(profiles[i].label);
        if (profiles[i].profile.id == options.profile.id)
            profileBox->setCurrentIndex(static_cast<int>(i));
    }
    auto* playersBox = new QSpinBox(this);
    playersBox->setObjectName(QStringLiteral("playersBox"));
    playersBox->setRange(1, kSeatCount);
    playersBox->setValue(options.players);
    auto* playerSkillBox = rateChoice(
        {{tr("Basic strategy, no slips"), 0.0}, {tr("Good (slips 1 in 10)"), 0.1}, {tr("Weak (slips 1 in 3)"), 0.33}},
        options.playerErrors, this);
    const auto practiceRates = [this](double current) {
        return rateChoice(
            {{tr("Never"), 0.0}, {tr("Sometimes (1 round in 10)"), kSometimes}, {tr("Often (1 round in 3)"), kOften}},
            current, this);
    };
    auto* irregularityBox = practiceRates(options.irregularities);
    irregularityBox->setObjectName(QStringLiteral("irregularityBox"));
    auto* guestFoulBox = practiceRates(options.guestFouls);
    guestFoulBox->setObjectName(QStringLiteral("guestFoulBox"));
    guestFoulBox->setToolTip(tr("How often a player breaks a rule for you to catch, or lays cash for you to "
                                "handle: chips slid on late, a wager pressed, pinched, over its limit or outside the "
                                "table's, a double, split or insurance wager pressed, the cards picked up, a verbal "
                                "wager with cash, a player back in after sitting out (MD-S21 6.B-E, 7.U, 8.B-C; "
                                "MA-S21 5(c)-(j), 6(b), 7(k), 11(b); the table's limits are the house's)"));
    irregularityBox->setToolTip(tr("How often a practice round brings an irregularity to handle: a card drawn in "
                                   "error, a seat passed over, a missed dealer card, a reader fault (MD-S21 13, "
                                   "MA-S21 15)"));
    auto* shoeBox = new QComboBox(this);
    shoeBox->setObjectName(QStringLiteral("shoeBox"));
    shoeBox->setToolTip(tr("How each shoe is prepared: by you (the full procedure between rounds), or "
                           "machine-shuffled for practising rounds only"));
    const std::pair<QString, ShoePreparation> shoes[] = {
        {tr("You shuffle by hand"), ShoePreparation::ShuffleByHand},
        {tr("You use the shuffler"), ShoePreparation::AutomatedShuffler},
        {tr("Ready shuffled (rounds only)"), ShoePreparation::Skip}};
    for (const auto& [label, shoe] : shoes) {
        shoeBox->addItem(label, static_cast<int>(shoe));
        if (shoe == options.shoe)
            shoeBox->setCurrentIndex(shoeBox->count() - 1);
    }
    soundBox_ = new QCheckBox(tr("Sound  (Ctrl+M mutes)"), this);
    soundBox_->setObjectName(QStringLiteral("soundBox"));
    soundBox_->setEnabled(false);
    soundBox_->setFocusPolicy(Qt::TabFocus);
    form->addRow(tr("Mode"), modeBox);
    form->addRow(tr("Drill"), skillBox);
    form->addRow(tr("Rules"), profileBox);
    form->addRow(tr("Players"), playersBox);
    form->addRow(tr("Player skill"), playerSkillBox);
    form->addRow(tr("Irregularities"), irregularityBox);
    form->addRow(tr("Players' fouls"), guestFoulBox);
    form->addRow(tr("Shoe"), shoeBox);
    form->addRow(QString(), soundBox_);
    // Shown only where they mean something: the drill's skill in the drill mode, the sound box once
    // there is sound to play (an audio device).
    form->setRowVisible(skillBox, false);
    form->setRowVisible(soundBox_, false);
    form_ = form;
    // Never squeezed below its rows' own height, however long the texts under it.
    settings->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    layout->addWidget(settings);
    // Under the settings, and in an exam alone: the rules a scenario deals by.
    scenarioRules_ = wrapping(new QLabel(this));
    scenarioRules_->setObjectName(QStringLiteral("scenarioRules"));
    scenarioRules_->hide();
    layout->addWidget(scenarioRules_);
    for (QWidget* box :
         {static_cast<QWidget*>(modeBox), static_cast<QWidget*>(profileBox), static_cast<QWidget*>(playersBox),
          static_cast<QWidget*>(playerSkillBox), static_cast<QWidget*>(irregularityBox),
          static_cast<QWidget*>(guestFoulBox), static_cast<QWidget*>(skillBox), static_cast<QWidget*>(shoeBox)})
        box->setFocusPolicy(Qt::StrongFocus);

    newRound_ = new QPushButton(tr("New round  [N]"), this);
    newRound_->setObjectName(QStringLiteral("newRoundButton"));
    auto* library = new QPushButton(tr("Scenarios…"), this);
    library->setObjectName(QStringLiteral("scenariosButton"));
    auto* settingsButton = new QPushButton(tr("Settings…"), this);
    settingsButton->setObjectName(QStringLiteral("settingsButton"));
    auto* classButton = new QPushButton(tr("Class…"), this);
    classButton->setObjectName(QStringLiteral("classButton"));
    classButton->setToolTip(tr("An instructor reads the class on the school's server"));
    // The next round on a line of its own, the way to everything else below it.
    newRound_->setFocusPolicy(Qt::TabFocus);
    layout->addWidget(newRound_);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* button : {library, classButton, settingsButton}) {
        button->setFocusPolicy(Qt::TabFocus);
        buttons->addWidget(button, 1);
    }
    practiceOnly_.push_back(library);
    practiceOnly_.push_back(settingsButton);
    practiceOnly_.push_back(classButton);
    layout->addLayout(buttons);
    hasScenarios_ = hasScenarios;
    commands_.scenarios =
        commandFor(library, tr("&Scenarios…"), QKeySequence(Qt::CTRL | Qt::Key_L), &SidePanel::scenariosRequested);
    connect(commands_.scenarios, &QAction::enabledChanged, library, &QWidget::setEnabled);
    commands_.scenarios->setEnabled(hasScenarios);
    commands_.openScenario = new QAction(tr("&Open scenario…"), this);
    commands_.openScenario->setObjectName(QStringLiteral("openScenarioAction"));
    commands_.openScenario->setShortcut(QKeySequence::Open);
    connect(commands_.openScenario, &QAction::triggered, this, &SidePanel::openScenarioRequested);
    commands_.settings = commandFor(settingsButton, tr("S&ettings…"), QKeySequence(Qt::CTRL | Qt::Key_Comma),
                                    &SidePanel::settingsRequested);
    commands_.classView = commandFor(classButton, tr("The &class on the school's server…"),
                                     QKeySequence(Qt::CTRL | Qt::Key_K), &SidePanel::classRequested);
    auto* examBox = new QGroupBox(tr("Certification exam"), this);
    examBox->setObjectName(QStringLiteral("examBox"));
    auto* examLayout = new QVBoxLayout(examBox);
    examTitle_ = wrapping(new QLabel(examBox));
    examProgress_ = wrapping(new QLabel(examBox));
    examProgress_->setObjectName(QStringLiteral("examProgress"));
    auto* abandon = new QPushButton(tr("Abandon the exam…"), examBox);
    abandon->setObjectName(QStringLiteral("abandonExam"));
    abandon->setFocusPolicy(Qt::TabFocus);
    examLayout->addWidget(examTitle_);
    examLayout->addWidget(examProgress_);
    examLayout->addWidget(abandon);
    examBox->hide();
    examBox_ = examBox;
    layout->addWidget(examBox);
    commands_.abandonExam =
        commandFor(abandon, tr("&Abandon the exam…"), QKeySequence(), &SidePanel::abandonExamRequested);
    commands_.abandonExam->setEnabled(false);
    // From here down, heights that follow the window's, never the texts: the rows never move as the
    // texts change (a second click lands where the first did), and a long text scrolls in its box,
    // its citation kept. A taller window gives the feedback and the log the room.
    QWidget* roundInfoFrame = nullptr;
    roundInfo_ = linesFrame(3, 0, this, &roundInfoFrame);
    layout->addWidget(roundInfoFrame);
    hint_ = boxed(tr("Next step"), 2, 1, layout, this);
    feedback_ = boxed(tr("Feedback"), 4, 2, layout, this);
    auto* logBox = new QGroupBox(tr("This round"), this);
    log_ = new QListWidget(logBox);
    log_->setFocusPolicy(Qt::TabFocus);
    log_->setWordWrap(true);
    log_->setItemDelegate(new LogLineDelegate(log_));
    // Its colours by palette, not by style sheet: its viewport, filled opaque with them, is all that
    // is painted again as it scrolls to a new line (opaque_fill.h).
    QPalette logColours = log_->palette();
    logColours.setColor(QPalette::Base, theme::kPanelLogFill);
    logColours.setColor(QPalette::Text, theme::kPanelLogInk);
    log_->setPalette(logColours);
    log_->viewport()->setAutoFillBackground(true);
    fillOpaque(*log_->verticalScrollBar()->parentWidget(), theme::kWindowFill); // what showed beside it
    log_->setObjectName(QStringLiteral("roundLog"));
    log_->setAccessibleName(tr("This round's actions"));
    auto* logLayout = new QVBoxLayout(logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addWidget(log_);
    log_->setMinimumHeight(3 * log_->fontMetrics().lineSpacing());
    // The log keeps its newest line in sight as lines come and as the panel's rows come and go,
    // unless the trainee has scrolled up to read an older one.
    QScrollBar* logScroll = log_->verticalScrollBar();
    connect(logScroll, &QScrollBar::rangeChanged, this, [this, logScroll](int, int maximum) {
        if (followLog_)
            logScroll->setValue(maximum);
    });
    connect(logScroll, &QScrollBar::valueChanged, this,
            [this, logScroll](int value) { followLog_ = value == logScroll->maximum(); });
    layout->addWidget(logBox, 2);

    connect(newRound_, &QPushButton::clicked, this, &SidePanel::newRoundRequested);
    connect(modeBox, &QComboBox::currentIndexChanged, this, [this, skillBox](int index) {
        showSkill(index == kDrillMode);
        if (index == kDrillMode)
            emit drillChosen(skillBox->currentData().toString());
        else
            emit modeChosen(index == 0 ? Mode::Guided : Mode::Free);
    });
    connect(skillBox, &QComboBox::currentIndexChanged, this, [this, skillBox](int index) {
        if (skillBox->isEnabled())
            emit drillChosen(skillBox->itemData(index).toString());
    });
    connect(profileBox, &QComboBox::currentIndexChanged, this, &SidePanel::profileChosen);
    connect(playersBox, &QSpinBox::valueChanged, this, &SidePanel::playersChosen);
    connect(playerSkillBox, &QComboBox::currentIndexChanged, this,
            [this, playerSkillBox](int index) { emit playerErrorsChosen(playerSkillBox->itemData(index).toDouble()); });
    connect(irregularityBox, &QComboBox::currentIndexChanged, this, [this, irregularityBox](int index) {
        emit irregularitiesChosen(irregularityBox->itemData(index).toDouble());
    });
    connect(guestFoulBox, &QComboBox::currentIndexChanged, this,
            [this, guestFoulBox](int index) { emit guestFoulsChosen(guestFoulBox->itemData(index).toDouble()); });
    connect(shoeBox, &QComboBox::currentIndexChanged, this, [this, shoeBox](int index) {
        emit shoePreparationChosen(static_cast<ShoePreparation>(shoeBox->itemData(index).toInt()));
    });
    connect(soundBox_, &QCheckBox::toggled, this, &SidePanel::soundToggled);
    modeBox_ = modeBox;
    skillBox_ = skillBox;
    profileBox_ = profileBox;
    playersBox_ = playersBox;
    shoeBox_ = shoeBox;
    keepChoices();
}

void SidePanel::keepChoices()
{
    const PracticeTable practice =
        practiceTable_.value_or(PracticeTable{profileBox_->currentIndex(), playersBox_->value()});
    kept_ = {modeBox_->currentIndex(), skillBox_->currentIndex(), practice.profile, practice.players,
             shoeBox_->currentIndex()};
}

void SidePanel::undoChoices()
{
    const QSignalBlocker mode(modeBox_), skill(skillBox_), profile(profileBox_), players(playersBox_), shoe(shoeBox_);
    modeBox_->setCurrentIndex(kept_.mode);
    skillBox_->setCurrentIndex(kept_.skill);
    showSkill(kept_.mode == kDrillMode);
    if (practiceTable_) {
        practiceTable_ = PracticeTable{kept_.profile, kept_.players};
    } else {
        profileBox_->setCurrentIndex(kept_.profile);
        playersBox_->setValue(kept_.players);
    }
    shoeBox_->setCurrentIndex(kept_.shoe);
}

void SidePanel::showScenarioTable(int profileIndex, const QString& profileName, int players)
{
    if (!practiceTable_)
        practiceTable_ = PracticeTable{profileBox_->currentIndex(), playersBox_->value()};
    const QSignalBlocker profile(profileBox_), seats(playersBox_);
    removeScenarioProfile();
    if (profileIndex < 0) {
        profileBox_->addItem(profileName);
        profileIndex = profileBox_->count() - 1;
        scenarioProfileAdded_ = true;
    }
    profileBox_->setCurrentIndex(profileIndex);
    playersBox_->setMinimum(std::min(1, players)); // a shoe procedure may have nobody seated
    playersBox_->setValue(players);
    profileBox_->setToolTip(tr("The scenario being dealt sets its own rules: your choice comes back with the next "
                               "practice round."));
    playersBox_->setToolTip(tr("The scenario being dealt seats its own players: your choice comes back with the "
                               "next practice round."));
    profileBox_->setEnabled(false);
    playersBox_->setEnabled(false);
}

void SidePanel::showPracticeTable()
{
    if (!practiceTable_)
        return;
    const QSignalBlocker profile(profileBox_), seats(playersBox_);
    removeScenarioProfile();
    profileBox_->setCurrentIndex(practiceTable_->profile);
    playersBox_->setMinimum(1);
    playersBox_->setValue(practiceTable_->players);
    practiceTable_.reset();
    for (QWidget* box : {static_cast<QWidget*>(profileBox_), static_cast<QWidget*>(playersBox_)}) {
        box->setToolTip(QString());
        box->setEnabled(true);
    }
}

void SidePanel::removeScenarioProfile()
{
    if (scenarioProfileAdded_)
        profileBox_->removeItem(profileBox_->count() - 1);
    scenarioProfileAdded_ = false;
}

void SidePanel::setRoundInfo(const QString& html) { roundInfo_->setText(html); }

QString SidePanel::roundInfo() const { return roundInfo_->text(); }

void SidePanel::setScenarioRules(const QString& profileName)
{
    scenarioRules_->setText(tr("<i>This scenario deals by: <b>%1</b></i>").arg(profileName.toHtmlEscaped()));
    scenarioRules_->setVisible(!profileName.isEmpty());
}

QString SidePanel::scenarioRules() const { return scenarioRules_->isVisible() ? scenarioRules_->text() : QString(); }

void SidePanel::setHint(const QString& html) { hint_->setText(html); }

QString SidePanel::hint() const { return hint_->text(); }

void SidePanel::setFeedback(const QString& html) { feedback_->setText(html); }

QString SidePanel::feedback() const { return feedback_->text(); }

void SidePanel::clearLog()
{
    log_->clear();
    followLog_ = true;
}

void SidePanel::appendLog(const QString& text, std::optional<QColor> colour)
{
    auto* item = new QListWidgetItem(text, log_);
    if (colour)
        item->setForeground(*colour);
    followLog_ = true;
    log_->scrollToBottom();
}

void SidePanel::showSkill(bool drill)
{
    skillBox_->setEnabled(drill);
    form_->setRowVisible(skillBox_, drill);
}

void SidePanel::enableSound()
{
    form_->setRowVisible(soundBox_, true);
    soundBox_->setEnabled(true);
    soundBox_->setChecked(true);
}

void SidePanel::toggleSound()
{
    if (soundBox_->isEnabled())
        soundBox_->toggle();
}

void SidePanel::setTrainee(const QString& name)
{
    trainee_->setText(tr("Dealing: <b style='color:%1'>%2</b>").arg(theme::kWindowGold.name(), name.toHtmlEscaped()));
}

void SidePanel::setRecordsStatus(const QString& text, bool saving)
{
    showStatus(recordsStatus_, text, saving);
    // A full panel squeezes a wrapped label below its lines; a saving failure must be read whole.
    const QMargins margins = layout()->contentsMargins();
    recordsStatus_->setMinimumHeight(recordsStatus_->heightForWidth(width() - margins.left() - margins.right()));
}

QString SidePanel::recordsStatus() const { return recordsStatus_->text(); }

void SidePanel::setServerStatus(const QString& text, ServerSender::State state)
{
    showStatus(serverStatus_, text, state != ServerSender::State::Refused);
    if (state == ServerSender::State::Waiting)
        serverStatus_->setStyleSheet(
            QStringLiteral("color:%1; font-size:%2px;")
                .arg(theme::kRecordsWaitingInk.name(), QString::number(theme::kRecordsStatusPx)));
    serverStatus_->setVisible(!text.isEmpty());
}

QString SidePanel::serverStatus() const { return serverStatus_->text(); }

void SidePanel::setExamMode(const QString& examTitle)
{
    const bool exam = !examTitle.isEmpty();
    for (QWidget* widget : practiceOnly_)
        widget->setVisible(!exam);
    examBox_->setVisible(exam);
    for (QAction* practice : {commands_.trainee, commands_.history, commands_.progress, commands_.exam,
                              commands_.openScenario, commands_.settings, commands_.classView})
        practice->setEnabled(!exam);
    commands_.scenarios->setEnabled(hasScenarios_ && !exam);
    commands_.abandonExam->setEnabled(exam);
    examTitle_->setText(QStringLiteral("<b>%1</b>").arg(examTitle.toHtmlEscaped()));
    newRound_->setText(exam ? tr("Next exam round  [N]") : tr("New round  [N]"));
}

void SidePanel::setHasScenarios(bool hasScenarios)
{
    hasScenarios_ = hasScenarios;
    commands_.scenarios->setEnabled(hasScenarios_ && !examMode());
}

QAction* SidePanel::commandFor(QPushButton* button, const QString& text, const QKeySequence& keys,
                               void (SidePanel::*signal)())
{
    auto* action = new QAction(text, this);
    action->setObjectName(button->objectName() + QStringLiteral("Action"));
    action->setShortcut(keys);
    connect(action, &QAction::triggered, this, signal);
    connect(button, &QPushButton::clicked, action, &QAction::trigger);
    if (!keys.isEmpty())
        button->setToolTip((button->toolTip().isEmpty() ? QString() : button->toolTip() + QStringLiteral(" ")) +
                           QStringLiteral("(%1)").arg(keys.toString(QKeySequence::NativeText)));
    return action;
}

bool SidePanel::examMode() const { return !examBox_->isHidden(); }

void SidePanel::setExamProgress(const QString& text)
{
    examProgress_->setText(text.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>")));
}

} // namespace s21::app
