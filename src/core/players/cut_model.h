#pragma once
// How simulated players answer the offer to cut (MD-S21 5.B-E, MA-S21 4(c)-(e)). The shoe procedure
// asks the model when the dealer offers a seat the cut; the model never checks the cut itself: a
// careless player may place the cover card too near an end, and the dealer must ask for a recut.

#include "core/base/random.h"

#include <cstdint>
#include <deque>
#include <map>

namespace s21 {

// A player's answer to the offer: refuse, or place the cover card `cardsAbove` cards from the top.
struct CutAnswer {
    bool accepts = false;
    int cardsAbove = 0;

    static CutAnswer refuse() { return {}; }
    static CutAnswer cutAt(int cardsAbove) { return {true, cardsAbove}; }

    friend bool operator==(const CutAnswer&, const CutAnswer&) = default;
};

class CutModel {
public:
    virtual ~CutModel() = default;
    // The answer of the player at `seat`, offered a stack of `stackSize` cards.
    virtual CutAnswer answer(int seat, int stackSize) = 0;
};

// Answers written down in advance, per seat in the order they are asked. A seat with no answer left
// refuses.
class ScriptedCuts : public CutModel {
public:
    ScriptedCuts& add(int seat, CutAnswer answer)
    {
        answers_[seat].push_back(answer);
        return *this;
    }
    CutAnswer answer(int seat, int stackSize) override;
    // How many of the seat's answers have been given.
    std::size_t given(int seat) const;

private:
    std::map<int, std::deque<CutAnswer>> answers_;
    std::map<int, std::size_t> given_;
};

// Seeded players: each accepts three offers in four and cuts anywhere strictly inside the stack,
// so a cut too near an end happens about as often as a careless player would make one.
class RandomCuts : public CutModel {
public:
    explicit RandomCuts(Seed seed) : random_(seed) {}
    CutAnswer answer(int seat, int stackSize) override;

private:
    Random random_;
};

// The seed of the cut answers of players whose decisions are seeded with `seed`: a stream apart, so
// asking the cut leaves their decisions as they were.
Seed cutStream(Seed seed);

} // namespace s21
