#pragma once

#include "session/table_store.h"

#include <cstdint>

namespace shn {

/// FaultyStore: another store, seen through a disk that fails when told
/// (the robot's faults, docs/reliability.md): the Nth write from now fails,
/// or the disk is full (every write that adds bytes fails) until room is
/// made, or every write fails (a read-only disk). A write that fails
/// changes nothing underneath, as the contract of TableStore asks; reads
/// always pass through. It counts what it injected.
class FaultyStore : public TableStore {
  public:
    explicit FaultyStore(TableStore& under) : under_(under) {}

    /// The `n`th write from now (1: the next) fails with `problem`.
    void fail_write(std::uint64_t n, DiskProblem problem = DiskProblem::Other) {
        fail_in_ = n;
        fail_with_ = problem;
    }
    /// The disk full (`full`), or with room again (capacity forgotten).
    void set_full(bool full) {
        full_ = full;
        room_.reset();
    }
    /// The disk fills up after `bytes` more bytes are written: a write that
    /// would go past them fails, as a full disk's does.
    void fill_after(std::uint64_t bytes) { room_ = bytes; }
    /// Every write refused (a read-only disk), or accepted again.
    void set_read_only(bool read_only) { read_only_ = read_only; }
    bool full() const { return full_ || (room_ && *room_ == 0); }

    struct Counts {
        std::uint64_t writes = 0;  // asked for
        std::uint64_t refused = 0; // failed on purpose
        std::uint64_t full = 0;    // of those, for a full disk
    };
    const Counts& counts() const { return counts_; }

    bool append_line(const std::filesystem::path& file, std::string_view line) override;
    bool replace(const std::filesystem::path& file, std::string_view text) override;
    std::filesystem::path keep_aside(const std::filesystem::path& file,
                                     std::string_view tag) override;
    bool remove(const std::filesystem::path& file) override;
    bool remove_folder(const std::filesystem::path& folder) override;
    bool rename_folder(const std::filesystem::path& from, const std::filesystem::path& to) override;
    std::optional<std::string> read(const std::filesystem::path& file) const override {
        return under_.read(file);
    }
    bool exists(const std::filesystem::path& file) const override { return under_.exists(file); }
    std::vector<std::filesystem::path> list(const std::filesystem::path& folder,
                                            std::string_view extension) const override {
        return under_.list(folder, extension);
    }
    std::vector<std::filesystem::path> folders(const std::filesystem::path& folder) const override {
        return under_.folders(folder);
    }
    std::optional<std::uintmax_t> size(const std::filesystem::path& file) const override {
        return under_.size(file);
    }

  private:
    /// The fault a write of `bytes` meets (None: it goes through).
    DiskProblem fault(std::uint64_t bytes);
    /// The store underneath's answer, as this store's.
    bool pass(bool done);

    TableStore& under_;
    std::uint64_t fail_in_ = 0;
    DiskProblem fail_with_ = DiskProblem::Other;
    bool full_ = false, read_only_ = false;
    std::optional<std::uint64_t> room_; // bytes left before the disk is full
    Counts counts_;
};

} // namespace shn
