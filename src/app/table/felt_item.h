#pragma once
// The table itself, painted once per profile: the padded rail, the felt, the seven Spanish 21
// circles with their Match-the-Dealer circles, the insurance line, the inscriptions the layout must
// carry (MD-S21 2.B: blackjack pays 3 to 2, insurance pays 2 to 1, no bonus payouts on doubled
// hands, the payout schedule), the shoe, the discard rack, the card reader, the chip tray, the drop
// box and the tip box. It shows no round state.

#include "core/rules/rule_profile.h"

#include <QGraphicsItem>

namespace s21::app {

class FeltItem : public QGraphicsItem {
public:
    explicit FeltItem(const RuleProfile& profile);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    void paintRailAndFelt(QPainter& painter) const;
    void paintInscriptions(QPainter& painter) const;
    void paintSeatCircles(QPainter& painter) const;
    void paintEquipment(QPainter& painter) const;
    void paintPayoutBoards(QPainter& painter) const;

    RuleProfile profile_;
};

} // namespace s21::app
