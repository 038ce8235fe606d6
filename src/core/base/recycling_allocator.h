#pragma once
// An allocator that keeps a few freed small blocks on a per-thread shelf for the thread's next
// allocation of the same size, instead of handing them back to malloc: a stage's list of steps
// (stage.h) is built and freed after every dealer action (why: docs/benchmarks.md, "Why the core
// is shaped as it is").
//
// Contract: behaves as std::allocator<T> (all instances are equal; a block may be freed by another
// thread than the one that allocated it). Blocks of 1 to MaxElements elements are kept, at most
// kKept of each size per thread; any other block, and every kept one when its thread ends, goes
// back to the heap. A block freed after its thread's shelf was emptied goes to the heap directly.

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace s21 {

template <typename T, std::size_t MaxElements>
class RecyclingAllocator {
public:
    using value_type = T;
    template <typename U>
    struct rebind {
        using other = RecyclingAllocator<U, MaxElements>;
    };

    RecyclingAllocator() = default;
    template <typename U>
    RecyclingAllocator(const RecyclingAllocator<U, MaxElements>&) noexcept // NOLINT(google-explicit-constructor)
    {
    }

    T* allocate(std::size_t n)
    {
        Shelf& shelf = threadShelf();
        if (n <= MaxElements && shelf.count[n] > 0)
            return shelf.blocks[n][--shelf.count[n]];
        return std::allocator<T>().allocate(n);
    }

    void deallocate(T* block, std::size_t n) noexcept
    {
        Shelf& shelf = threadShelf();
        if (n <= MaxElements && shelf.count[n] < kKept && open(shelf)) {
            shelf.blocks[n][shelf.count[n]++] = block;
            return;
        }
        std::allocator<T>().deallocate(block, n);
    }

    friend bool operator==(const RecyclingAllocator&, const RecyclingAllocator&) { return true; }

private:
    static constexpr std::uint8_t kKept = 4;

    // Trivially destructible, so it stays usable until its thread ends, after the Emptier below.
    struct Shelf {
        std::array<std::array<T*, kKept>, MaxElements + 1> blocks;
        std::array<std::uint8_t, MaxElements + 1> count;
        bool opened;
        bool closed;
    };

    // Gives the shelf's blocks back to the heap when the thread ends, and closes the shelf.
    struct Emptier {
        Emptier() = default;
        Emptier(const Emptier&) = delete;
        Emptier& operator=(const Emptier&) = delete;
        ~Emptier()
        {
            Shelf& shelf = threadShelf();
            shelf.closed = true;
            for (std::size_t n = 1; n <= MaxElements; ++n)
                while (shelf.count[n] > 0)
                    std::allocator<T>().deallocate(shelf.blocks[n][--shelf.count[n]], n);
        }
    };

    static Shelf& threadShelf()
    {
        thread_local constinit Shelf shelf{};
        return shelf;
    }

    // True when blocks may be kept: the first time, this thread's Emptier is set up.
    static bool open(Shelf& shelf)
    {
        if (!shelf.opened && !shelf.closed) {
            thread_local Emptier emptier;
            shelf.opened = true;
        }
        return !shelf.closed;
    }
};

} // namespace s21
