#include "app/window/verdict_presenter.h"

#include "app/theme/rich_text.h"
#include "app/theme/theme.h"
#include "app/window/verdict_feedback.h"
#include "core/procedure/dealer_action.h"
#include "core/round/faults.h"

#include <optional>
#include <string>
#include <vector>

namespace s21::app {

VerdictPresenter::VerdictPresenter(const TrainerSession& session, const SessionPlan& plan, SidePanel& panel)
    : session_(session), plan_(plan), panel_(panel)
{
}

void VerdictPresenter::setMuted(bool muted)
{
    if (sound_)
        sound_->setMuted(muted);
}

void VerdictPresenter::procedureOpened()
{
    faultsAnnounced_ = 0;
    announceFaults();
}

void VerdictPresenter::present(const Verdict& verdict)
{
    panel_.appendLog(QString::fromStdString(notation(verdict.action)),
                     plan_.hinted()
                         ? std::optional<QColor>(verdict.isMistake() ? theme::kLogMistake : theme::kLogAccepted)
                         : std::nullopt);
    const VerdictFeedback feedback = verdictFeedback(verdict, session_.roundMode(), lastActionApplied());
    panel_.setFeedback(feedback.html);
    if (sound_ && feedback.sound)
        sound_->play(*feedback.sound);
    announceCutAnswer(verdict);
    announceFaults();
}

void VerdictPresenter::roundFinished()
{
    if (sound_)
        sound_->play(Sound::RoundEnd);
}

bool VerdictPresenter::lastActionApplied() const
{
    const auto& log = session_.log();
    return !log.empty() && log.back().applied;
}

// A player offered the reshuffled rack's cut during a round answers aloud (MD-S21 13.K, MA-S21 15(g)):
// "seat 7 declines the cut." (Between rounds each seat's answer is on the table.)
void VerdictPresenter::announceCutAnswer(const Verdict& verdict)
{
    const ActionKind kind = verdict.action.kind;
    if (session_.betweenRounds() || !lastActionApplied() || (kind != ActionKind::OfferCut && kind != ActionKind::Recut))
        return;
    const std::string& said = session_.state().rackCut.said;
    panel_.setFeedback(panel_.feedback() + QStringLiteral("<br>") + html(said));
    panel_.appendLog(QString::fromStdString(said), theme::kLogNotice);
}

void VerdictPresenter::announceFaults()
{
    std::vector<std::string> happened;
    if (session_.betweenRounds())
        for (const ShoeIncidentEvent& incident : session_.shoeProcedure().incidentEvents())
            happened.push_back(describe(incident.kind));
    else
        for (const FaultEvent& fault : session_.round().faultEvents())
            happened.push_back(describe(fault.fault));
    for (; faultsAnnounced_ < happened.size(); ++faultsAnnounced_) {
        const std::string& what = happened[faultsAnnounced_];
        panel_.setFeedback(panel_.feedback() + irregularityFeedback(what));
        panel_.appendLog(tr("! %1").arg(QString::fromStdString(what)), theme::kLogNotice);
    }
}

} // namespace s21::app
