#include "core/players/cut_model.h"

namespace s21 {

CutAnswer ScriptedCuts::answer(int seat, int /*stackSize*/)
{
    auto& queue = answers_[seat];
    if (queue.empty())
        return CutAnswer::refuse();
    const CutAnswer next = queue.front();
    queue.pop_front();
    ++given_[seat];
    return next;
}

std::size_t ScriptedCuts::given(int seat) const
{
    const auto found = given_.find(seat);
    return found == given_.end() ? 0 : found->second;
}

Seed cutStream(Seed seed) { return seed.salted(0x6375742d616e7377ULL); } // "cut-answ"

CutAnswer RandomCuts::answer(int /*seat*/, int stackSize)
{
    if (random_.below(4) == 0 || stackSize < 2)
        return CutAnswer::refuse();
    return CutAnswer::cutAt(1 + static_cast<int>(random_.below(static_cast<std::uint64_t>(stackSize - 1))));
}

} // namespace s21
